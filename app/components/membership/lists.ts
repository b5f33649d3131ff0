/** Spec point 9: the registration form's cities. */
export const registrationCities = [
  "Riyadh",
  "Jeddah",
  "Dammam",
  "Khobar",
  "Dhahran",
  "Mecca",
  "Medina",
  "Taif",
  "Buraidah",
  "Tabuk",
  "Khamis Mushait",
  "Al Ahsa",
  "Najran",
  "Yanbu",
  "Other",
] as const;

/** Spec point 9: the application form's cities. */
export const applicationCities = [
  "Riyadh",
  "Jeddah",
  "Al Khobar",
  "Dammam",
  "Mecca",
  "Medina",
  "Abha",
  "Tabuk",
  "Al Ahsa",
  "Buraidah",
  "Khamis Mushait",
  "Najran",
] as const;

/** Spec point 9: 25 professions, from Software Engineer to Legal Advisor, then Other. */
export const professions = [
  "Software Engineer",
  "Civil Engineer",
  "Mechanical Engineer",
  "Electrical Engineer",
  "Petroleum Engineer",
  "Chemical Engineer",
  "Project Manager",
  "IT Consultant",
  "Data Scientist",
  "Architect",
  "Doctor",
  "Nurse",
  "Pharmacist",
  "Accountant",
  "Financial Analyst",
  "Banker",
  "Teacher",
  "Professor",
  "Sales Manager",
  "Marketing Manager",
  "HR Manager",
  "Supply Chain Manager",
  "Business Owner",
  "Legal Advisor",
  "Other",
] as const;

/** Spec point 9: the application's experience levels (value, shown range). */
export const experienceLevels = [
  ["entry", "0-2"],
  ["mid", "3-5"],
  ["senior", "6-10"],
  ["executive", "10+"],
] as const;
