import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { FeedPost, NewPostInput, PostPage } from "../../worker/contract/posts";
import { api, expectOk, pathParams, unwrap } from "../lib/api-client";
import { homeKeys } from "./home-keys";

/** Every feed query key starts with this: one invalidation refreshes the feed, saved posts and comments. */
export const POSTS = api.posts.$path();

/** Feed query keys (the root is the path the admin reports page still invalidates). */
export const postKeys = {
  all: [POSTS] as const,
  lists: [POSTS, "list"] as const,
  list: (saved: boolean) => [POSTS, "list", { saved }] as const,
  comments: (postId: string) => [POSTS, "comments", postId] as const,
};

/** The feed, or with `saved` the member's saved posts; newest first, `fetchNextPage` follows the cursor. */
export const postsQuery = (saved: boolean) =>
  infiniteQueryOptions({
    queryKey: postKeys.list(saved),
    initialPageParam: "",
    queryFn: async ({ pageParam }): Promise<PostPage> =>
      await unwrap(
        api.posts.$get({ query: { saved: saved ? "true" : undefined, cursor: pageParam || undefined } }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const commentsQuery = (postId: string) =>
  queryOptions({
    queryKey: postKeys.comments(postId),
    queryFn: async () => (await unwrap(api.posts[":id"].comments.$get(pathParams({ id: postId })))).comments,
  });

type Lists = InfiniteData<PostPage, string>;

/** Applies a change to one post wherever it is cached (feed and saved view); returns the old lists. */
function patchPost(queryClient: QueryClient, postId: string, change: (post: FeedPost) => FeedPost) {
  const previous = queryClient.getQueriesData<Lists>({ queryKey: postKeys.lists });
  queryClient.setQueriesData<Lists>({ queryKey: postKeys.lists }, (data) =>
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

const byId = (postId: string) => pathParams({ id: postId });
const onePost = api.posts[":id"];

/** Like or unlike, shown at once and rolled back if the server refuses. */
export function useLikeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ post, like }: { post: FeedPost; like: boolean }) =>
      await unwrap(like ? onePost.like.$put(byId(post.id)) : onePost.like.$delete(byId(post.id))),
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
      expectOk(save ? onePost.save.$put(byId(post.id)) : onePost.save.$delete(byId(post.id))),
    onMutate: ({ post, save }) => patchPost(queryClient, post.id, (p) => ({ ...p, savedByMe: save })),
    onError: (_error, _input, rollback) => rollback?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: postKeys.list(true) }),
  });
}

export function useShareMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (postId: string) => await unwrap(onePost.share.$post(byId(postId))),
    onSuccess: (counts, postId) => {
      patchPost(queryClient, postId, (p) => ({ ...p, ...counts }));
    },
  });
}

/** `countsChange`: a post was added or removed, so the profile summary's post count refreshes too. */
function useFeedMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  { countsChange = false } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        countsChange ? queryClient.invalidateQueries({ queryKey: homeKeys.summary }) : undefined,
      ]),
  });
}

/** `idempotencyKey`: a send that fails for network reasons is queued under the same key (lands once). */
export function useCreatePostMutation() {
  return useFeedMutation(
    async ({ idempotencyKey, ...input }: NewPostInput & { idempotencyKey?: string }) => {
      const headers = idempotencyKey ? { headers: { "Idempotency-Key": idempotencyKey } } : undefined;
      return (await unwrap(api.posts.$post({ json: input }, headers))).post;
    },
    { countsChange: true },
  );
}

export function useEditPostMutation(postId: string) {
  return useFeedMutation(
    async (input: NewPostInput) => (await unwrap(onePost.$put({ ...byId(postId), json: input }))).post,
  );
}

export function useDeletePostMutation() {
  return useFeedMutation((postId: string) => expectOk(onePost.$delete(byId(postId))), {
    countsChange: true,
  });
}

export function useAddCommentMutation(postId: string) {
  return useFeedMutation(
    async (content: string) =>
      (await unwrap(onePost.comments.$post({ ...byId(postId), json: { content } }))).comment,
  );
}

export function useEditCommentMutation() {
  return useFeedMutation(({ id, content }: { id: string; content: string }) =>
    expectOk(api.posts.comments[":id"].$put({ ...pathParams({ id }), json: { content } })),
  );
}

export function useDeleteCommentMutation() {
  return useFeedMutation((commentId: string) =>
    expectOk(api.posts.comments[":id"].$delete(pathParams({ id: commentId }))),
  );
}

export function useReportMutation(postId: string) {
  return useMutation({
    mutationFn: (reason: string) => expectOk(onePost.report.$post({ ...byId(postId), json: { reason } })),
  });
}
