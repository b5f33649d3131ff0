import { useState } from "react";
import { type ProfileUpdateInput, profileUpdateSchema } from "../../../worker/contract/profile";
import type { CurrentUser } from "../../../worker/contract/user";
import { useT } from "../../i18n";
import { profileMessages } from "../../i18n/messages/profile";
import { errorFields } from "../../lib/api-errors";
import { useUpdateProfileMutation } from "../../queries/profile";
import { toast } from "../ui/toast-store";
import { useSignedOutHandler } from "./use-profile-feedback";

/**
 * PUT /api/profile with the spec's toasts. Checks the same schema as the API first; on failure the
 * form keeps what the member typed and marks the fields the schema or the server named.
 */
export function useProfileSave() {
  const t = useT(profileMessages);
  const mutation = useUpdateProfileMutation();
  const onSignedOut = useSignedOutHandler();
  const [invalidFields, setInvalidFields] = useState<ReadonlySet<string>>(new Set());

  const fail = (fields: string[]) => {
    setInvalidFields(new Set(fields));
    toast({ title: t("saveErrorTitle"), description: t("saveErrorText"), variant: "destructive" });
  };

  async function save(input: ProfileUpdateInput): Promise<CurrentUser | null> {
    const parsed = profileUpdateSchema.safeParse(input);
    if (!parsed.success) {
      fail(parsed.error.issues.map((issue) => String(issue.path[0])));
      return null;
    }
    try {
      const user = await mutation.mutateAsync(input);
      setInvalidFields(new Set());
      toast({ title: t("savedTitle"), description: t("savedText") });
      return user;
    } catch (error) {
      if (!onSignedOut(error)) fail(errorFields(error));
      return null;
    }
  }

  return { save, isPending: mutation.isPending, invalidFields };
}
