import type { tenders } from "../schema";
import { dateOnly, daysFrom } from "./dates";

type SeedTender = Omit<typeof tenders.$inferInsert, "publishedAt" | "alertsSentAt"> & {
  /** Days before the seed's `now` it was published. */
  publishedDaysAgo: number;
};

/**
 * The demo's tenders: the spec's three sample cards first (newest), then enough more that every
 * category has a count and the list has a second page. All are published; their alerts count as
 * sent, so a seed never emails anyone. The Closed one shows the other status badge.
 */
export function demoTenders(now: Date): (typeof tenders.$inferInsert)[] {
  const rows: SeedTender[] = [
    {
      id: "seed-tender-riyadh-metro",
      slug: "riyadh-metro-maintenance",
      title: "Riyadh Metro Station Maintenance Services",
      organization: "Royal Commission for Riyadh City",
      value: "SAR 45M",
      deadline: dateOnly(now, 25),
      category: "Transportation",
      publishedDaysAgo: 1,
      referenceNumber: "RCRC-2026-0142",
      description: "Five-year maintenance of stations on lines 4 and 5, including MEP and cleaning services.",
      details:
        "Scope: preventive and corrective maintenance of 22 stations on lines 4 and 5, including escalators, HVAC, fire systems and daily cleaning.\nEligibility: contractors classified grade 1 in operation and maintenance, with at least two comparable transit contracts.\nSubmission: through the Etimad portal; a bid bond of 2% is required. Site visits are held every Sunday until two weeks before the deadline.",
    },
    {
      id: "seed-tender-hospital-it",
      slug: "hospital-it-modernisation",
      title: "Hospital Information System Modernisation",
      organization: "Ministry of Health",
      value: "SAR 18M",
      deadline: dateOnly(now, 40),
      category: "Healthcare",
      publishedDaysAgo: 2,
      referenceNumber: "MOH-IT-2026-077",
      description: "Replacement of patient records and scheduling systems across 12 regional hospitals.",
      details:
        "Scope: supply, integration and three years of support for an electronic health record and scheduling platform in 12 hospitals, with data migration from the current systems.\nEligibility: vendors with a local partner holding NCA cloud certification and at least one HL7 FHIR deployment in the Kingdom.\nSubmission: technical and financial envelopes separately through Etimad.",
    },
    {
      id: "seed-tender-solar",
      slug: "solar-plant-epc",
      title: "Solar PV Plant EPC, 50 MW",
      organization: "Saudi Power Procurement Company",
      value: "SAR 120M",
      deadline: dateOnly(now, 60),
      category: "Energy",
      publishedDaysAgo: 3,
      referenceNumber: "SPPC-PV-50-2026",
      description: "Engineering, procurement and construction of a utility-scale solar plant in Al Jouf.",
      details:
        "Scope: design, supply, construction and commissioning of a 50 MW single-axis tracker PV plant with a 132 kV substation.\nEligibility: EPC contractors with 200 MW of completed PV projects; local content of at least 30%.\nSubmission: pre-qualification documents first; shortlisted bidders receive the full request for proposals.",
    },
    {
      id: "seed-tender-school-buildings",
      slug: "school-buildings-eastern",
      title: "School Buildings Construction, Eastern Province",
      organization: "Ministry of Education",
      value: "SAR 72M",
      deadline: dateOnly(now, 33),
      category: "Construction",
      publishedDaysAgo: 4,
      referenceNumber: "MOE-EP-2026-019",
      description: "Construction of six school buildings in Dammam and Al Ahsa.",
      details:
        "Scope: six two-storey school buildings with sports halls, including civil, MEP and landscaping works, handed over within 18 months.\nEligibility: grade 2 building contractors or better.\nSubmission: through Etimad, with a 1% bid bond and the completed bill of quantities.",
    },
    {
      id: "seed-tender-smart-city",
      slug: "smart-city-platform",
      title: "Smart City Data Platform",
      organization: "Jeddah Municipality",
      value: "SAR 26M",
      deadline: dateOnly(now, 50),
      category: "Technology",
      publishedDaysAgo: 5,
      referenceNumber: "JM-SC-2026-004",
      description: "An integrated platform for traffic, waste and utilities sensors.",
      details:
        "Scope: a data platform ingesting traffic, waste collection and water network sensors, with dashboards for the municipality's operations centre and open data APIs.\nEligibility: software integrators with a Saudi commercial registration and hosting inside the Kingdom.\nSubmission: proposals with a live demonstration slot booked through the municipality's procurement office.",
    },
    {
      id: "seed-tender-desalination-pipeline",
      slug: "desalination-pipeline-jubail",
      title: "Water Transmission Pipeline, Jubail to Riyadh (Section 3)",
      organization: "Water Transmission and Technologies Company",
      value: "SAR 310M",
      deadline: dateOnly(now, 45),
      category: "Construction",
      publishedDaysAgo: 6,
      referenceNumber: "WTTCO-P3-2026",
      description: "Construction of 95 km of steel pipeline with two pumping stations.",
      details:
        "Scope: 95 km of 2,000 mm steel pipeline, two pumping stations and SCADA integration.\nEligibility: pipeline contractors with at least 300 km of large-diameter lines delivered.\nSubmission: through Etimad after a mandatory pre-bid meeting.",
    },
    {
      id: "seed-tender-cybersecurity-soc",
      slug: "cybersecurity-operations-centre",
      title: "Managed Security Operations Centre",
      organization: "Saudi Ports Authority",
      value: "SAR 14M",
      deadline: dateOnly(now, 20),
      category: "Technology",
      publishedDaysAgo: 7,
      referenceNumber: "MAWANI-SOC-2026-11",
      description: "Three-year 24/7 monitoring and incident response for port systems.",
      details:
        "Scope: round-the-clock monitoring, threat hunting and incident response for IT and OT systems at nine ports.\nEligibility: providers licensed by the National Cybersecurity Authority, with Saudi nationals leading the service.\nSubmission: technical proposal, staffing plan and price schedule through Etimad.",
    },
    {
      id: "seed-tender-wind-measurement",
      slug: "wind-measurement-campaign",
      title: "Wind Resource Measurement Campaign",
      organization: "Ministry of Energy",
      value: "SAR 6M",
      deadline: dateOnly(now, 30),
      category: "Energy",
      publishedDaysAgo: 8,
      referenceNumber: "MOENERGY-WRM-2026",
      description: "Installation and two years of operation of eight met masts in the northern region.",
      details:
        "Scope: supply and install eight 120 m met masts and LiDAR units, collect two years of data and deliver bankable resource reports.\nEligibility: firms with IEC 61400-12 measurement experience.\nSubmission: through Etimad; joint ventures must name a lead partner.",
    },
    {
      id: "seed-tender-bus-depots",
      slug: "bus-depots-dammam",
      title: "Public Bus Depots, Dammam Metropolitan Area",
      organization: "Transport General Authority",
      value: "SAR 58M",
      deadline: dateOnly(now, 38),
      category: "Transportation",
      publishedDaysAgo: 9,
      referenceNumber: "TGA-DEP-2026-02",
      description: "Design and build of two bus depots with charging for electric buses.",
      details:
        "Scope: design and construction of two depots for 150 buses each, with maintenance bays and 4 MW of charging capacity.\nEligibility: design-build contractors with depot or industrial building references.\nSubmission: two-stage process; the first stage is a qualification questionnaire.",
    },
    {
      id: "seed-tender-housing-infrastructure",
      slug: "housing-infrastructure-riyadh",
      title: "Infrastructure Works for a Housing District, North Riyadh",
      organization: "National Housing Company",
      value: "SAR 95M",
      deadline: dateOnly(now, 55),
      category: "Construction",
      publishedDaysAgo: 10,
      referenceNumber: "NHC-INF-2026-31",
      description: "Roads, utilities and storm drainage for a district of 2,400 homes.",
      details:
        "Scope: 28 km of roads, water, sewer and storm drainage networks, street lighting and utility corridors.\nEligibility: grade 1 road and infrastructure contractors.\nSubmission: through Etimad with a 2% bid bond.",
    },
    {
      id: "seed-tender-medical-waste",
      slug: "medical-waste-jeddah",
      title: "Medical Waste Collection and Treatment, Jeddah Cluster",
      organization: "Jeddah First Health Cluster",
      value: "SAR 9M",
      deadline: dateOnly(now, -5),
      category: "Healthcare",
      status: "Closed",
      publishedDaysAgo: 40,
      referenceNumber: "JFHC-MW-2026-08",
      description: "Collection, transport and treatment of medical waste from 30 facilities.",
      details:
        "Scope: daily collection from 30 hospitals and clinics, licensed transport and treatment with monthly compliance reports.\nEligibility: contractors licensed by the National Center for Environmental Compliance.\nSubmission: closed; the award will be announced on Etimad.",
    },
  ];
  return rows.map(({ publishedDaysAgo, ...row }) => ({
    ...row,
    publishedAt: daysFrom(now, -publishedDaysAgo),
    alertsSentAt: daysFrom(now, -publishedDaysAgo),
  }));
}
