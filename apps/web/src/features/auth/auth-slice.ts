// The active user (spec section 3). Filled in by the accounts issue; logged out for now.
import { createSlice } from '@reduxjs/toolkit';

export type AuthState = {
  isLoggedIn: boolean;
  email: string | null;
  userName: string | null;
  userID: string | null;
  isAdmin: boolean;
};

const initialState: AuthState = {
  isLoggedIn: false,
  email: null,
  userName: null,
  userID: null,
  isAdmin: false,
};

export const authSlice = createSlice({ name: 'auth', initialState, reducers: {} });

export const selectAuth = (state: { auth: AuthState }) => state.auth;
