// Filter state of the spec. The filter values themselves live in the URL (see filter-params.ts) so a
// filtered list can be shared; this slice keeps the view choices that should not be in a link.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ListLayout = 'grid' | 'list';

export type FilterState = {
  layout: ListLayout;
  /** The filter panel on phones (on wide screens it is always shown). */
  isFilterPanelOpen: boolean;
};

const initialState: FilterState = { layout: 'grid', isFilterPanelOpen: false };

export const filterSlice = createSlice({
  name: 'filter',
  initialState,
  reducers: {
    setLayout(state, action: PayloadAction<ListLayout>) {
      state.layout = action.payload;
    },
    toggleFilterPanel(state) {
      state.isFilterPanelOpen = !state.isFilterPanelOpen;
    },
    closeFilterPanel(state) {
      state.isFilterPanelOpen = false;
    },
  },
});

export const { setLayout, toggleFilterPanel, closeFilterPanel } = filterSlice.actions;

type WithFilter = { filter: FilterState };
export const selectLayout = (state: WithFilter) => state.filter.layout;
export const selectIsFilterPanelOpen = (state: WithFilter) => state.filter.isFilterPanelOpen;
