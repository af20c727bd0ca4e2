import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateResponse } from '@tourniquet/domain/contracts';
import type { ProfileDto, ProfileResponse, ProfileUpdate } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';

// The shapes are the API contract (packages/domain/src/contracts/profile.ts).
export type { ProfileDto as Profile, ProfileResponse, ProfileUpdate };

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
      api<ProfileUpdateResponse>('/api/profile', { method: 'PUT', body: update }),
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
