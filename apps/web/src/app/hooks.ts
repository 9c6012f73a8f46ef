// Typed Redux hooks and thunk type of this app's store.
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch, RootState, StoreExtra } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export type AppThunk<Result = void> = ThunkAction<Result, RootState, StoreExtra, UnknownAction>;
