import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The profile as GET /api/profile returns it; missing values arrive as empty strings (spec section 3). */
export interface Profile {
  displayName: string;
  phone: string;
  smsOptIn: boolean;
  streetAddress: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  company: string;
  jobTitle: string;
  bio: string;
  avatarUrl: string;
  premium: boolean;
}
export interface ProfileResponse {
  email: string;
  profile: Profile;
}
export type ProfileUpdate = Partial<Omit<Profile, 'premium'>>;

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => api<ProfileResponse>('/api/profile'),
});

export function useProfile() {
  return useQuery(profileQuery);
}

/** PUT /api/profile with only the fields to change; the cache takes the saved profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) =>
      api<{ profile: Profile }>('/api/profile', { method: 'PUT', body: update }),
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(profileQuery.queryKey, (old) => (old ? { ...old, profile } : old));
      void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
    },
  });
}

export function useActivatePremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<unknown>('/api/profile/premium', { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
  });
}
