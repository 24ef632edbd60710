import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RatingReplyRequest, type StaffRating, staffRatingSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { staffRatingsQueryKey } from './get-staff-ratings';

export function replyToRating({
  ratingId,
  reply,
}: {
  ratingId: number;
  reply: RatingReplyRequest;
}): Promise<StaffRating> {
  return staffFetch(`/api/v1/staff/ratings/${ratingId}/reply`, {
    method: 'POST',
    json: reply,
    answer: staffRatingSchema,
  });
}

/** Answers a rating by e-mail, once; the list is read again. */
export function useReplyToRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToRating,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffRatingsQueryKey }),
  });
}
