// A filled /membership application form (POST /api/membership/applications), as a visitor sends it.
export const membershipApplication = (email: string, membershipType = "premium") => ({
  firstName: "Sana",
  lastName: "Mir",
  email,
  phone: "0501234567",
  city: "Riyadh",
  profession: "Accountant",
  company: "Almarai",
  experience: "mid",
  membershipType,
  agreeTerms: true,
});
