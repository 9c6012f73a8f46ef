// RTK Query keeps each endpoint's definition (its `query`, its `transformResponse`) to itself. The
// server's page loader (page-queries.ts) answers a page's queries without RTK Query's thunks and so
// needs them. This module, passed to `buildCreateApi` beside RTK Query's own (lib/api.ts), is told
// each endpoint as a feature injects it: RTK Query's documented way to extend an API.
import type {
  BaseQueryFn,
  EndpointDefinition,
  EndpointDefinitions,
  Module,
  QueryDefinition,
} from '@reduxjs/toolkit/query';

export const endpointDefinitionsModuleName: unique symbol = Symbol('endpointDefinitions');
type EndpointDefinitionsModule = typeof endpointDefinitionsModuleName;

declare module '@reduxjs/toolkit/query' {
  // The same parameters as RTK Query's own declaration (merged, so an interface); this module adds
  // nothing to the API.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ApiModules<
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    in out BaseQuery extends BaseQueryFn,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    in out Definitions extends EndpointDefinitions,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    in out ReducerPath extends string,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    in out TagTypes extends string,
  > {
    [endpointDefinitionsModuleName]: object;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint's argument and answer
export type AnyQueryDefinition = QueryDefinition<any, BaseQueryFn, string, unknown, string>;

const queryDefinitions = new Map<string, AnyQueryDefinition>();

/** A query endpoint's definition as its feature wrote it; undefined for mutations and unknown names. */
export const queryDefinition = (endpointName: string): AnyQueryDefinition | undefined =>
  queryDefinitions.get(endpointName);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- what RTK Query passes for any endpoint
const isQueryDefinition = (definition: EndpointDefinition<any, any, any, any>): boolean =>
  (definition.type as string) === 'query';

export const endpointDefinitionsModule = (): Module<EndpointDefinitionsModule> => ({
  name: endpointDefinitionsModuleName,
  init: () => ({
    injectEndpoint(endpointName, definition) {
      if (isQueryDefinition(definition)) queryDefinitions.set(endpointName, definition as AnyQueryDefinition);
    },
  }),
});
