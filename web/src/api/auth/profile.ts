import { ApiError, apiRequest } from '@/lib/apiRequest';
import { readJson, removeItem, writeItem } from '@/lib/storage';
import { AUTH_STORAGE, userKey } from './storageKeys';
import type { User } from './types';

/** The signed-in member as the SPA knows it (spec §3 "User profile"). */
export interface AuthUser {
  id: string;
  email: string;
  username?: string | null;
  createdAt?: string | null;
  favorite_shows?: string[];
  favorite_genres?: string[];
}

function asProfile(value: unknown): AuthUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.id !== 'string' || typeof record.email !== 'string') return null;
  return {
    id: record.id,
    email: record.email,
    username: typeof record.username === 'string' ? record.username : null,
    createdAt: typeof record.createdAt === 'string' ? record.createdAt : null,
    favorite_shows: Array.isArray(record.favorite_shows) ? record.favorite_shows.filter((s) => typeof s === 'string') : [],
    favorite_genres: Array.isArray(record.favorite_genres) ? record.favorite_genres.filter((s) => typeof s === 'string') : [],
  };
}

/** Spec §4: the sign-up username, else the part of the e-mail before the @, else 'user'. */
export function fallbackUsername(user: Pick<User, 'email' | 'user_metadata'>): string {
  const fromMetadata = user.user_metadata?.username;
  if (typeof fromMetadata === 'string' && fromMetadata.trim()) return fromMetadata.trim();
  const local = user.email?.split('@')[0]?.trim();
  return local || 'user';
}

/** GET /api/user: the profile, or null while it does not exist yet (404). Other failures throw. */
export async function fetchProfile(): Promise<AuthUser | null> {
  try {
    return asProfile(await apiRequest<unknown>('GET', '/api/user'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** POST /api/user with the spec's defaults: the auth e-mail, the fallback username, empty lists. */
export async function createProfile(user: Pick<User, 'email' | 'user_metadata'>): Promise<AuthUser | null> {
  const body = { email: user.email, username: fallbackUsername(user), favorite_shows: [], favorite_genres: [] };
  return asProfile(await apiRequest<unknown>('POST', '/api/user', { body }));
}

/** The profile, created on first use (spec §4: a missing profile is created). Throws on failure. */
export async function ensureProfile(user: Pick<User, 'email' | 'user_metadata'>): Promise<AuthUser> {
  const profile = (await fetchProfile()) ?? (await createProfile(user));
  if (!profile) throw new Error('The server returned no profile.');
  return profile;
}

/** What the account alone tells, for when no profile can be fetched or is cached. */
export function profileFromAccount(user: User): AuthUser {
  return { id: user.id, email: user.email, username: fallbackUsername(user), createdAt: user.created_at ?? null };
}

/** Spec §3: the profile under a user-id key and the auth-user key, and the id on its own. */
export function cacheProfile(profile: AuthUser): void {
  const text = JSON.stringify(profile);
  writeItem('local', userKey(profile.id), text);
  writeItem('local', AUTH_STORAGE.authUser, text);
  writeItem('local', AUTH_STORAGE.userId, profile.id);
}

export function readCachedProfile(): AuthUser | null {
  return asProfile(readJson('local', AUTH_STORAGE.authUser));
}

/** Spec §4 signed-out event: everything the accounts code stored, the session included. */
export function clearAuthStorage(): void {
  const userId = readCachedProfile()?.id;
  if (userId) removeItem('local', userKey(userId));
  removeItem('local', AUTH_STORAGE.authUser);
  removeItem('local', AUTH_STORAGE.userId);
  removeItem('local', AUTH_STORAGE.session);
  removeItem('local', AUTH_STORAGE.pendingEmail);
  removeItem('session', AUTH_STORAGE.justAuthenticated);
}
