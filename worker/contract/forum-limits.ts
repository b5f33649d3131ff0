// Kept apart from ./forums' schemas (zod): /forums and a thread's page read these limits for their forms
// without loading zod, which the API's checks need and the pages do not.

/** Length limits shared by the API and the app's forms (the forms say them in the member's language). */
export const forumLimits = {
  titleMin: 5,
  titleMax: 150,
  threadBodyMin: 10,
  threadBodyMax: 5000,
  replyBodyMin: 2,
  replyBodyMax: 5000,
} as const;
