import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { professions } from "../../../worker/contract/enums";
import type { MembershipTier } from "../../../worker/contract/membership";
import type { MembershipRegisterResult } from "../../../worker/contract/membership-register";
import type { CurrentUser } from "../../../worker/contract/user";
import { useT } from "../../i18n";
import { membershipMessages } from "../../i18n/messages/membership";
import { cityChoice } from "../../lib/member-cities";
import { useAuth } from "../../queries/auth";
import { toast } from "../ui/toast-store";
import { EmailedCard } from "./emailed-card";
import { ProfileStep, type ProfileValues } from "./profile-step";
import { type RegisterFailure, registerFailure, registerMembership } from "./register-request";
import { SuccessCard } from "./success-card";
import { TierStep } from "./tier-step";

/** Spec point 3: step 1 tier (Basic by default), step 2 profile, step 3 the success card. */
export function RegistrationFlow() {
  const t = useT(membershipMessages);
  const navigate = useNavigate();
  const { user } = useAuth();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [tier, setTier] = useState<{ id: string; name: string; paid: boolean }>({
    id: "basic",
    name: "Basic",
    paid: false,
  });
  const [values, setValues] = useState<ProfileValues>(() => profileDefaults(user));
  // The session may arrive after the first render: fill what is still empty, never what was typed.
  useEffect(() => {
    if (!user) return;
    setValues((typed) => {
      const known = profileDefaults(user);
      return Object.fromEntries(
        Object.entries(typed).map(([key, value]) => [key, value || known[key as keyof ProfileValues]]),
      ) as ProfileValues;
    });
  }, [user]);
  const [failure, setFailure] = useState<RegisterFailure | null>(null);
  const [result, setResult] = useState<MembershipRegisterResult | null>(null);
  const register = useMutation({ mutationFn: registerMembership });

  function submit() {
    setFailure(null);
    register.mutate(
      { ...values, membershipTier: tier.id === "basic" ? "standard" : (tier.id as "premium" | "executive") },
      {
        onSuccess: (answer) => {
          if (answer.next) {
            void navigate({ href: answer.next });
            return;
          }
          toast({ title: t("successTitle"), description: t("successText") });
          setResult(answer);
          setStep(3);
        },
        onError: (error) => {
          const kind = registerFailure(error);
          setFailure(kind);
          if (kind === "other")
            toast({ title: t("failureTitle"), description: t("failureText"), variant: "destructive" });
        },
      },
    );
  }

  if (step === 3 && result) {
    // A visitor's answer never says whether the address had an account: the next step is in the inbox.
    if (!result.membershipId) return <EmailedCard email={values.email} />;
    return (
      <SuccessCard
        name={values.fullName}
        membershipId={result.membershipId}
        tierName={tier.name}
        text={t("upgradeText")}
        showPasswordNote={false}
        cardLabel={t("openCard")}
      />
    );
  }
  if (step === 2) {
    return (
      <ProfileStep
        values={values}
        onChange={setValues}
        paid={tier.paid}
        pending={register.isPending}
        failure={failure}
        onBack={() => setStep(1)}
        onSubmit={submit}
      />
    );
  }
  return (
    <TierStep
      value={tier.id}
      onChange={(chosen: MembershipTier) =>
        setTier({ id: chosen.id, name: chosen.name, paid: chosen.priceHalalas > 0 })
      }
      onNext={() => setStep(2)}
    />
  );
}

/** Step 2's fields from the signed-in member's profile (the lists' values only where they match). */
export function profileDefaults(user: CurrentUser | null | undefined): ProfileValues {
  return {
    fullName: user ? [user.firstName, user.lastName].filter(Boolean).join(" ") : "",
    email: user?.email ?? "",
    phone: user?.phoneNumber ?? "",
    profession: professions.find((profession) => profession === user?.title) ?? "",
    company: user?.company ?? "",
    city: cityChoice(user?.location),
  };
}
