import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { FeedPost, NewPostInput, PostComment, PostCounts, PostPage } from "../../worker/contract/posts";
import { apiRequest, getJson } from "../lib/api";

/** Every feed query key starts with this: one invalidation refreshes the feed, saved posts and comments. */
export const POSTS = "/api/posts";

/** The feed, or with `saved` the member's saved posts; newest first, `fetchNextPage` follows the cursor. */
export const postsQuery = (saved: boolean) =>
  infiniteQueryOptions({
    queryKey: [POSTS, "list", { saved }],
    initialPageParam: "",
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams();
      if (saved) params.set("saved", "true");
      if (pageParam) params.set("cursor", pageParam);
      return (await getJson<PostPage>(`${POSTS}?${params}`)) ?? { posts: [], nextCursor: null };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const commentsQuery = (postId: string) =>
  queryOptions({
    queryKey: [POSTS, "comments", postId],
    queryFn: async () =>
      (await getJson<{ comments: PostComment[] }>(`${POSTS}/${encodeURIComponent(postId)}/comments`))
        ?.comments ?? [],
  });

type Lists = InfiniteData<PostPage, string>;

/** Applies a change to one post wherever it is cached (feed and saved view); returns the old lists. */
function patchPost(queryClient: QueryClient, postId: string, change: (post: FeedPost) => FeedPost) {
  const previous = queryClient.getQueriesData<Lists>({ queryKey: [POSTS, "list"] });
  queryClient.setQueriesData<Lists>({ queryKey: [POSTS, "list"] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            posts: page.posts.map((post) => (post.id === postId ? change(post) : post)),
          })),
        }
      : data,
  );
  return () => {
    for (const [key, data] of previous) queryClient.setQueryData(key, data);
  };
}

const postUrl = (postId: string, action = "") => `${POSTS}/${encodeURIComponent(postId)}${action}`;

/** Like or unlike, shown at once and rolled back if the server refuses. */
export function useLikeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ post, like }: { post: FeedPost; like: boolean }) =>
      (await (await apiRequest(like ? "PUT" : "DELETE", postUrl(post.id, "/like"))).json()) as PostCounts,
    onMutate: ({ post, like }) =>
      patchPost(queryClient, post.id, (p) => ({
        ...p,
        likedByMe: like,
        likesCount: Math.max(0, p.likesCount + (like === p.likedByMe ? 0 : like ? 1 : -1)),
      })),
    onError: (_error, _input, rollback) => rollback?.(),
    onSuccess: (counts, { post }) => {
      patchPost(queryClient, post.id, (p) => ({ ...p, ...counts }));
    },
  });
}

/** Save or unsave, shown at once and rolled back on failure; the saved view refreshes after. */
export function useSaveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ post, save }: { post: FeedPost; save: boolean }) =>
      apiRequest(save ? "PUT" : "DELETE", postUrl(post.id, "/save")),
    onMutate: ({ post, save }) => patchPost(queryClient, post.id, (p) => ({ ...p, savedByMe: save })),
    onError: (_error, _input, rollback) => rollback?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [POSTS, "list", { saved: true }] }),
  });
}

export function useShareMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (postId: string) =>
      (await (await apiRequest("POST", postUrl(postId, "/share"))).json()) as PostCounts,
    onSuccess: (counts, postId) => {
      patchPost(queryClient, postId, (p) => ({ ...p, ...counts }));
    },
  });
}

function useFeedMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [POSTS] }),
  });
}

/** `idempotencyKey`: a send that fails for network reasons is queued under the same key (lands once). */
export function useCreatePostMutation() {
  return useFeedMutation(async ({ idempotencyKey, ...input }: NewPostInput & { idempotencyKey?: string }) => {
    const response = await apiRequest(
      "POST",
      POSTS,
      input,
      idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined,
    );
    return ((await response.json()) as { post: FeedPost }).post;
  });
}

export function useEditPostMutation(postId: string) {
  return useFeedMutation(async (input: NewPostInput) => {
    const response = await apiRequest("PUT", postUrl(postId), input);
    return ((await response.json()) as { post: FeedPost }).post;
  });
}

export function useDeletePostMutation() {
  return useFeedMutation((postId: string) => apiRequest("DELETE", postUrl(postId)));
}

export function useAddCommentMutation(postId: string) {
  return useFeedMutation(async (content: string) => {
    const response = await apiRequest("POST", postUrl(postId, "/comments"), { content });
    return ((await response.json()) as { comment: PostComment }).comment;
  });
}

export function useEditCommentMutation() {
  return useFeedMutation(({ id, content }: { id: string; content: string }) =>
    apiRequest("PUT", `${POSTS}/comments/${encodeURIComponent(id)}`, { content }),
  );
}

export function useDeleteCommentMutation() {
  return useFeedMutation((commentId: string) =>
    apiRequest("DELETE", `${POSTS}/comments/${encodeURIComponent(commentId)}`),
  );
}

export function useReportMutation(postId: string) {
  return useMutation({
    mutationFn: (reason: string) => apiRequest("POST", postUrl(postId, "/report"), { reason }),
  });
}
