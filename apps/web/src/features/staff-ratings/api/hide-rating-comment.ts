import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type HideRatingCommentRequest, type StaffRating, staffRatingSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { staffRatingsQueryKey } from './get-staff-ratings';

export function hideRatingComment({
  ratingId,
  hide,
}: {
  ratingId: number;
  hide: HideRatingCommentRequest;
}): Promise<StaffRating> {
  return staffFetch(`/api/v1/staff/ratings/${ratingId}/hide`, {
    method: 'POST',
    json: hide,
    answer: staffRatingSchema,
  });
}

/** Hides a rating's comment from the public with a reason; the list is read again. */
export function useHideRatingComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideRatingComment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffRatingsQueryKey }),
  });
}
