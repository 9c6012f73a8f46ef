// A server-drawn page's queries answered before its draw and put into its store in one step
// (decision 082). Each query through RTK Query's thunk (`initiate`) cost a pending and a fulfilled
// action through every reducer and middleware, an AbortController, a promise chain and immer walking
// the answer twice: a fifth of a drawn page's CPU. Here each query's definition (its `query` and
// `transformResponse`) is run directly against the API's base query, and every answer lands with one
// `upsertQueryEntries`, RTK Query's public way to fill its cache. The cache then holds what the
// thunks would have put there: the same keys, data and provided tags.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import { api, baseQuery } from './api';
import { queryDefinition, type AnyQueryDefinition } from './endpoint-definitions';

/** One query a page makes: its endpoint and argument, as its component asks with them. */
export type PageQuery = { endpointName: string; arg: unknown };

type Initiable = { name: string; initiate: (arg: never) => unknown };
type ArgOf<Endpoint> = Endpoint extends { initiate: (arg: infer Arg, ...rest: never[]) => unknown }
  ? Arg
  : never;

/** A page's query, typed by its endpoint: `pageQuery(catalogApi.endpoints.getProduct, id)`. */
export const pageQuery = <Endpoint extends Initiable>(
  endpoint: Endpoint,
  arg: ArgOf<Endpoint>,
): PageQuery => ({
  endpointName: endpoint.name,
  arg,
});

type Store = { dispatch: ThunkDispatch<never, unknown, UnknownAction>; getState: () => unknown };
type Entry = { endpointName: string; arg: unknown; value: unknown };

// Nothing aborts a server draw's query (the base query in a server render ignores it anyway).
const neverAborted = new AbortController().signal;

/**
 * Answers every query and puts the answers in the store at once. A query that fails, or that its
 * definition answers some other way (`queryFn`), goes through RTK Query's own thunk instead, which
 * keeps its error as the page will read it (a product that is not there draws "not found"). Such a
 * query is asked twice; errors are rare and an in-process request is cheap, where a second way of
 * storing an error would copy RTK Query's internals.
 */
export async function loadPageQueries(store: Store, queries: readonly PageQuery[]): Promise<void> {
  const answered = await Promise.all(queries.map((query) => answer(query, store)));
  const entries = answered.filter((entry): entry is Entry => entry !== undefined);
  // Typed per endpoint name; these names come from the endpoints themselves (pageQuery).
  if (entries.length > 0) store.dispatch(api.util.upsertQueryEntries(entries as never));
  const rest = queries.filter((_, index) => answered[index] === undefined);
  await Promise.all(rest.map((query) => initiate(store, query)));
}

/** A query's answer as its cache entry; undefined to leave it to the thunk. */
async function answer(query: PageQuery, store: Store): Promise<Entry | undefined> {
  try {
    return await answerDirectly(query, store);
  } catch {
    // The thunk catches what throws (a request that failed, an answer its transformResponse cannot
    // read) and keeps it as the query's error, which the page draws.
    return undefined;
  }
}

async function answerDirectly(query: PageQuery, { dispatch, getState }: Store): Promise<Entry | undefined> {
  const definition = queryDefinition(query.endpointName);
  if (!definition?.query) return undefined;
  const baseQueryApi: BaseQueryApi = {
    signal: neverAborted,
    abort: () => undefined,
    dispatch,
    getState,
    extra: undefined,
    endpoint: query.endpointName,
    type: 'query',
  };
  const args = definition.query(query.arg) as string | FetchArgs;
  const result = await baseQuery(args, baseQueryApi, definition.extraOptions ?? {});
  if (result.error !== undefined) return undefined;
  const value = await transformed(definition, result.data, result.meta, query.arg);
  return { ...query, value };
}

const transformed = (definition: AnyQueryDefinition, data: unknown, meta: unknown, arg: unknown): unknown =>
  definition.transformResponse ? definition.transformResponse(data, meta as never, arg) : data;

function initiate({ dispatch }: Store, { endpointName, arg }: PageQuery): Promise<unknown> {
  const endpoint = (api.endpoints as Record<string, Initiable | undefined>)[endpointName];
  if (!endpoint) return Promise.resolve();
  return Promise.resolve(dispatch(endpoint.initiate(arg as never) as UnknownAction));
}
