import { type AnyColumn, asc, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  businesses,
  businessReviews,
  connectionRequests,
  contactMessages,
  eventPhotos,
  events,
  forumReplies,
  forumThreads,
  jobs,
  memberConnections,
  membershipApplications,
  mentors,
  mentorshipRequests,
  notifications,
  postComments,
  postLikes,
  postReports,
  postSaves,
  posts,
  profileViews,
  rsvps,
  savedJobs,
  tenderAlerts,
} from "../../db/schema";

/**
 * What a member did in the community, for the data export: registrations, uploads, contributions,
 * reviews, subscriptions and requests. Selected by their id (and address where rows are keyed by it).
 */
export async function exportMemberContent(db: Database, userId: string, email: string) {
  const mine = (column: AnyColumn) => eq(column, userId);
  const [
    registrations,
    photos,
    postedJobs,
    saved,
    ownedBusinesses,
    reviews,
    threads,
    replies,
    alerts,
    mentorship,
    messages,
    feed,
    applications,
  ] = await Promise.all([
    db
      .select({
        event: events.name,
        name: rsvps.name,
        email: rsvps.email,
        phone: rsvps.phone,
        linkedin: rsvps.linkedin,
        profession: rsvps.profession,
        company: rsvps.company,
        expectations: rsvps.expectations,
        status: rsvps.status,
        registeredAt: rsvps.createdAt,
        checkedInAt: rsvps.checkedInAt,
      })
      .from(rsvps)
      .innerJoin(events, eq(events.id, rsvps.eventId))
      .where(or(mine(rsvps.userId), eq(rsvps.email, email.trim().toLowerCase())))
      .orderBy(asc(rsvps.createdAt)),
    db
      .select({
        eventName: eventPhotos.eventName,
        caption: eventPhotos.caption,
        status: eventPhotos.status,
        uploadedAt: eventPhotos.createdAt,
      })
      .from(eventPhotos)
      .where(mine(eventPhotos.uploaderUserId)),
    db
      .select({ title: jobs.title, company: jobs.company, status: jobs.status, postedAt: jobs.createdAt })
      .from(jobs)
      .where(mine(jobs.postedByUserId)),
    db
      .select({ title: jobs.title, company: jobs.company, savedAt: savedJobs.createdAt })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .where(mine(savedJobs.userId)),
    db
      .select({
        name: businesses.name,
        contactEmail: businesses.contactEmail,
        phone: businesses.phone,
        status: businesses.status,
        submittedAt: businesses.createdAt,
      })
      .from(businesses)
      .where(mine(businesses.ownerUserId)),
    db
      .select({
        business: businesses.name,
        rating: businessReviews.rating,
        text: businessReviews.body,
        createdAt: businessReviews.createdAt,
      })
      .from(businessReviews)
      .innerJoin(businesses, eq(businesses.id, businessReviews.businessId))
      .where(mine(businessReviews.userId)),
    db
      .select({ title: forumThreads.title, text: forumThreads.body, createdAt: forumThreads.createdAt })
      .from(forumThreads)
      .where(mine(forumThreads.authorUserId)),
    db
      .select({ thread: forumThreads.title, text: forumReplies.body, createdAt: forumReplies.createdAt })
      .from(forumReplies)
      .innerJoin(forumThreads, eq(forumThreads.id, forumReplies.threadId))
      .where(mine(forumReplies.authorUserId)),
    db.select({ category: tenderAlerts.category }).from(tenderAlerts).where(mine(tenderAlerts.userId)),
    db
      .select({
        mentor: mentors.name,
        topic: mentorshipRequests.topic,
        message: mentorshipRequests.message,
        preferredDate: mentorshipRequests.preferredDate,
        status: mentorshipRequests.status,
        requestedAt: mentorshipRequests.createdAt,
      })
      .from(mentorshipRequests)
      .innerJoin(mentors, eq(mentors.id, mentorshipRequests.mentorId))
      .where(mine(mentorshipRequests.userId)),
    db
      .select({
        subject: contactMessages.subject,
        message: contactMessages.message,
        phone: contactMessages.phone,
        sentAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(or(mine(contactMessages.userId), eq(contactMessages.email, email))),
    exportFeedActivity(db, userId),
    db
      .select({
        firstName: membershipApplications.firstName,
        lastName: membershipApplications.lastName,
        email: membershipApplications.email,
        phone: membershipApplications.phone,
        city: membershipApplications.city,
        profession: membershipApplications.profession,
        company: membershipApplications.company,
        experience: membershipApplications.experience,
        membershipType: membershipApplications.membershipType,
        agreeMarketing: membershipApplications.agreeMarketing,
        status: membershipApplications.status,
        submittedAt: membershipApplications.createdAt,
      })
      .from(membershipApplications)
      .where(
        or(mine(membershipApplications.userId), eq(membershipApplications.email, email.trim().toLowerCase())),
      ),
  ]);
  return {
    eventRegistrations: registrations,
    eventPhotos: photos,
    postedJobs,
    savedJobs: saved,
    businesses: ownedBusinesses,
    businessReviews: reviews,
    forumThreads: threads,
    forumReplies: replies,
    tenderAlertCategories: alerts.map((row) => row.category),
    mentorshipRequests: mentorship,
    contactMessages: messages,
    membershipApplications: applications,
    ...feed,
  };
}

/** The member home: posts, comments, likes, saves, reports, connections, views and notifications. */
async function exportFeedActivity(db: Database, userId: string) {
  const [
    ownPosts,
    comments,
    likes,
    saves,
    reports,
    connections,
    requests,
    viewsMade,
    viewsReceived,
    notices,
  ] = await Promise.all([
    db
      .select({
        content: posts.content,
        postType: posts.postType,
        metadata: posts.metadata,
        createdAt: posts.createdAt,
        editedAt: posts.editedAt,
      })
      .from(posts)
      .where(eq(posts.authorUserId, userId))
      .orderBy(asc(posts.createdAt)),
    db
      .select({
        postId: postComments.postId,
        content: postComments.content,
        createdAt: postComments.createdAt,
      })
      .from(postComments)
      .where(eq(postComments.authorUserId, userId)),
    db
      .select({ postId: postLikes.postId, at: postLikes.createdAt })
      .from(postLikes)
      .where(eq(postLikes.userId, userId)),
    db
      .select({ postId: postSaves.postId, at: postSaves.createdAt })
      .from(postSaves)
      .where(eq(postSaves.userId, userId)),
    db
      .select({ postId: postReports.postId, reason: postReports.reason, createdAt: postReports.createdAt })
      .from(postReports)
      .where(eq(postReports.reporterUserId, userId)),
    db
      .select({
        userA: memberConnections.userA,
        userB: memberConnections.userB,
        since: memberConnections.createdAt,
      })
      .from(memberConnections)
      .where(or(eq(memberConnections.userA, userId), eq(memberConnections.userB, userId))),
    // Pending requests both ways (deleting the account removes them with the user row's cascade).
    db
      .select({
        from: connectionRequests.requesterUserId,
        to: connectionRequests.addresseeUserId,
        at: connectionRequests.createdAt,
      })
      .from(connectionRequests)
      .where(
        or(eq(connectionRequests.requesterUserId, userId), eq(connectionRequests.addresseeUserId, userId)),
      ),
    db
      .select({ profileUserId: profileViews.profileUserId, day: profileViews.day })
      .from(profileViews)
      .where(eq(profileViews.viewerUserId, userId)),
    // Who viewed the member is the viewers' data: the export says how many, not who.
    db
      .select({ views: sql<number>`count(*)` })
      .from(profileViews)
      .where(eq(profileViews.profileUserId, userId))
      .get(),
    db
      .select({
        kind: notifications.kind,
        link: notifications.link,
        data: notifications.data,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  return {
    posts: ownPosts,
    postComments: comments,
    postLikes: likes,
    savedPosts: saves,
    postReports: reports,
    connections: connections.map((row) => ({
      memberId: row.userA === userId ? row.userB : row.userA,
      since: row.since,
    })),
    connectionRequests: requests.map((row) => ({
      direction: row.from === userId ? "sent" : "received",
      memberId: row.from === userId ? row.to : row.from,
      requestedAt: row.at,
    })),
    profilesViewed: viewsMade,
    profileViewsReceived: viewsReceived?.views ?? 0,
    notifications: notices,
  };
}
