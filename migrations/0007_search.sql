-- Site search (the header search box): one FTS5 index over posts, jobs, businesses, forum threads
-- and member profiles. Triggers keep it in step with its tables, so every writer (API, seed, admin)
-- is covered. Rows are indexed whatever their visibility; the search query joins back to each table
-- and applies the same rules as its list (approved, not expired, not removed, profile sharing on).
-- `kind` and `ref_id` are not searchable; ref_id is the row's id in its own table.
CREATE VIRTUAL TABLE `search_index` USING fts5(
	kind UNINDEXED,
	ref_id UNINDEXED,
	title,
	body,
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `search_posts_insert` AFTER INSERT ON `posts` WHEN NEW.removed_at IS NULL BEGIN
	INSERT INTO search_index (kind, ref_id, title, body) VALUES ('post', NEW.id, '', NEW.content);
END;
--> statement-breakpoint
CREATE TRIGGER `search_posts_update` AFTER UPDATE OF content, removed_at ON `posts` BEGIN
	DELETE FROM search_index WHERE kind = 'post' AND ref_id = OLD.id;
	INSERT INTO search_index (kind, ref_id, title, body)
		SELECT 'post', NEW.id, '', NEW.content WHERE NEW.removed_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `search_posts_delete` AFTER DELETE ON `posts` BEGIN
	DELETE FROM search_index WHERE kind = 'post' AND ref_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_jobs_insert` AFTER INSERT ON `jobs` BEGIN
	INSERT INTO search_index (kind, ref_id, title, body)
		VALUES ('job', NEW.id, NEW.title, NEW.company || ' ' || NEW.location || ' ' || NEW.description);
END;
--> statement-breakpoint
CREATE TRIGGER `search_jobs_update` AFTER UPDATE OF title, company, location, description ON `jobs` BEGIN
	DELETE FROM search_index WHERE kind = 'job' AND ref_id = OLD.id;
	INSERT INTO search_index (kind, ref_id, title, body)
		VALUES ('job', NEW.id, NEW.title, NEW.company || ' ' || NEW.location || ' ' || NEW.description);
END;
--> statement-breakpoint
CREATE TRIGGER `search_jobs_delete` AFTER DELETE ON `jobs` BEGIN
	DELETE FROM search_index WHERE kind = 'job' AND ref_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_businesses_insert` AFTER INSERT ON `businesses` BEGIN
	INSERT INTO search_index (kind, ref_id, title, body)
		VALUES ('business', NEW.id, NEW.name, NEW.industry || ' ' || NEW.location || ' ' || NEW.description);
END;
--> statement-breakpoint
CREATE TRIGGER `search_businesses_update` AFTER UPDATE OF name, industry, location, description ON `businesses` BEGIN
	DELETE FROM search_index WHERE kind = 'business' AND ref_id = OLD.id;
	INSERT INTO search_index (kind, ref_id, title, body)
		VALUES ('business', NEW.id, NEW.name, NEW.industry || ' ' || NEW.location || ' ' || NEW.description);
END;
--> statement-breakpoint
CREATE TRIGGER `search_businesses_delete` AFTER DELETE ON `businesses` BEGIN
	DELETE FROM search_index WHERE kind = 'business' AND ref_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_threads_insert` AFTER INSERT ON `forum_threads` BEGIN
	INSERT INTO search_index (kind, ref_id, title, body) VALUES ('thread', NEW.id, NEW.title, NEW.body);
END;
--> statement-breakpoint
CREATE TRIGGER `search_threads_update` AFTER UPDATE OF title, body ON `forum_threads` BEGIN
	DELETE FROM search_index WHERE kind = 'thread' AND ref_id = OLD.id;
	INSERT INTO search_index (kind, ref_id, title, body) VALUES ('thread', NEW.id, NEW.title, NEW.body);
END;
--> statement-breakpoint
CREATE TRIGGER `search_threads_delete` AFTER DELETE ON `forum_threads` BEGIN
	DELETE FROM search_index WHERE kind = 'thread' AND ref_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_members_insert` AFTER INSERT ON `members` BEGIN
	INSERT INTO search_index (kind, ref_id, title, body) VALUES ('member', NEW.user_id,
		coalesce(NEW.first_name, '') || ' ' || coalesce(NEW.last_name, ''),
		coalesce(NEW.title, '') || ' ' || coalesce(NEW.company, '') || ' ' || coalesce(NEW.location, '') || ' ' ||
		coalesce(NEW.industry, '') || ' ' || NEW.skills);
END;
--> statement-breakpoint
CREATE TRIGGER `search_members_update` AFTER UPDATE OF first_name, last_name, title, company, location, industry, skills ON `members` BEGIN
	DELETE FROM search_index WHERE kind = 'member' AND ref_id = OLD.user_id;
	INSERT INTO search_index (kind, ref_id, title, body) VALUES ('member', NEW.user_id,
		coalesce(NEW.first_name, '') || ' ' || coalesce(NEW.last_name, ''),
		coalesce(NEW.title, '') || ' ' || coalesce(NEW.company, '') || ' ' || coalesce(NEW.location, '') || ' ' ||
		coalesce(NEW.industry, '') || ' ' || NEW.skills);
END;
--> statement-breakpoint
CREATE TRIGGER `search_members_delete` AFTER DELETE ON `members` BEGIN
	DELETE FROM search_index WHERE kind = 'member' AND ref_id = OLD.user_id;
END;
--> statement-breakpoint
-- Rows written before this migration.
INSERT INTO search_index (kind, ref_id, title, body)
	SELECT 'job', id, title, company || ' ' || location || ' ' || description FROM jobs;
--> statement-breakpoint
INSERT INTO search_index (kind, ref_id, title, body)
	SELECT 'business', id, name, industry || ' ' || location || ' ' || description FROM businesses;
--> statement-breakpoint
INSERT INTO search_index (kind, ref_id, title, body) SELECT 'thread', id, title, body FROM forum_threads;
--> statement-breakpoint
INSERT INTO search_index (kind, ref_id, title, body)
	SELECT 'member', user_id, coalesce(first_name, '') || ' ' || coalesce(last_name, ''),
		coalesce(title, '') || ' ' || coalesce(company, '') || ' ' || coalesce(location, '') || ' ' ||
		coalesce(industry, '') || ' ' || skills
	FROM members;
