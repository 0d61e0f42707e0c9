import { insurers } from './dictionaries';
import { enrollmentAgentsOf } from './enrollments';
import { DAY_MS, dayFromToday, TODAY } from './days';
import { randomFor } from './random';

/**
 * The dashboard's fixtures, each from the dashboard's own seed per owner: alerts, the
 * enrollment chart, the producer summary, the relationship manager (MANAGERS: with or without a photo, or
 * none, for the fallback contact) and the training calendar.
 */

export const ALERTS = [
    {
        id: 'alert-aep-2026',
        title: 'Annual enrollment period',
        body: '<p>The annual enrollment period runs from <strong>October 15</strong> to <strong>December 7</strong>. Certification must be complete before you sell.</p>',
        level: 'info',
        link_target: 'https://www.example.com/aep-readiness',
        link_text: 'AEP readiness checklist',
    },
    {
        id: 'alert-maintenance',
        title: 'Scheduled maintenance',
        body: '<p>The portal will be unavailable on Sunday from 1:00 to 3:00 a.m. Eastern while we upgrade our systems.</p>',
        level: 'warning',
        link_target: null,
        link_text: null,
    },
];

const MONTHS = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
];

/** The last 12 months ending with this one, oldest first, with this year's and last year's counts. */
export const chartOf = (ownerType: 'agent' | 'agency', ownerId: string) => {
    const random = randomFor('dashboard', 'chart', ownerType, ownerId);
    const scale = ownerType === 'agency' ? 6 : 1;
    const items = Array.from({ length: 12 }, (_, index) => {
        const month = (TODAY.getUTCMonth() - 11 + index + 12) % 12;
        // Busier in the enrollment season (October to December) and in January.
        const season = month >= 9 || month === 0 ? 2 : 1;
        return {
            MonthName: MONTHS[month],
            EnrollmentCount: random.int(4, 18) * season * scale,
            LastYearEnrollmentCount: random.int(3, 16) * season * scale,
        };
    });
    return { EnrollmentsChart6Months: items.slice(6), EnrollmentsChart12Months: items };
};

/**
 * An agency's producers with their enrollments in a range for a carrier (or all): each producer's yearly pace
 * (from the seed), spread over the days of the range, so a narrower range or one carrier gives fewer.
 */
export const producerSummaryOf = (
    agencyId: string,
    { insurerId, start, end }: { insurerId?: string | null; start?: string | null; end?: string | null }
) => {
    const from = start ? Date.parse(start.slice(0, 10)) : Date.UTC(TODAY.getUTCFullYear(), 0, 1);
    const to = end ? Date.parse(end.slice(0, 10)) : TODAY.getTime();
    const days = Math.max(0, Math.round((to - from) / DAY_MS) + 1);
    const carrierShare = insurerId ? 1 / insurers.length : 1;
    return enrollmentAgentsOf(agencyId).map(agent => {
        const random = randomFor('dashboard', 'producers', agencyId, agent.Id, insurerId ?? 'all');
        const perYear = random.int(12, 240);
        return {
            AgentId: agent.Id,
            AgentName: agent.Name,
            EnrollmentCount: Math.round((perYear * carrierShare * days) / 365),
        };
    });
};

/** A small portrait (SVG, so the demo ships no binary) as the API sends it: base64 with its type. */
const portrait = (initials: string, colour: string) =>
    btoa(
        `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="${colour}"/><circle cx="48" cy="38" r="18" fill="#f3d9c4"/><rect x="20" y="62" width="56" height="34" rx="16" fill="#f3d9c4"/><text x="48" y="92" font-size="10" text-anchor="middle" fill="#333">${initials}</text></svg>`
    );

/** Agent 101 and agency 201: a direct manager with a photo; agency 1000: a team manager, no photo; agent 102: none. */
const MANAGERS: Record<string, object | null> = {
    'agent:101': {
        DisplayName: 'Olivia Bennett',
        Email: 'olivia.bennett@example.com',
        PhoneNumber: '(305) 555-0187',
        ProfilePictureType: 'image/svg+xml',
        ProfilePictureBase64: portrait('OB', '#5c7cfa'),
        Direct: true,
    },
    'agent:102': null,
    'agency:201': {
        DisplayName: 'Marcus Reed',
        Email: 'marcus.reed@example.com',
        PhoneNumber: '(813) 555-0123',
        ProfilePictureType: 'image/svg+xml',
        ProfilePictureBase64: portrait('MR', '#2b8a3e'),
        Direct: true,
    },
    'agency:1000': {
        DisplayName: 'Priya Natarajan',
        Email: 'priya.natarajan@example.com',
        PhoneNumber: '(904) 555-0164',
        ProfilePictureType: null,
        ProfilePictureBase64: null,
        Direct: false,
    },
};

/** Other portals (generated scenarios) get a seeded manager without a photo, or none. */
export const managerOf = (ownerType: 'agent' | 'agency', ownerId: string) => {
    const key = `${ownerType}:${ownerId}`;
    if (key in MANAGERS) return MANAGERS[key];
    const random = randomFor('dashboard', 'manager', ownerType, ownerId);
    if (random.chance(0.2)) return null;
    return {
        DisplayName: 'Team Coverage Desk',
        Email: 'coverage.desk@example.com',
        PhoneNumber: '(800) 555-0100',
        ProfilePictureType: null,
        ProfilePictureBase64: null,
        Direct: false,
    };
};

const TRAININGS = [
    ['Medicare Advantage product update', 'Webinar'],
    ['AEP compliance essentials', 'Webinar'],
    ['Selling Part D with confidence', 'Tampa office'],
    ['Using the portal: enrollments and statements', 'Webinar'],
    ['Scope of appointment best practices', 'Webinar'],
    ['Medicare supplement underwriting basics', 'Miami office'],
] as const;

/** Trainings every week or so from yesterday on (yesterday's is past and not shown), at 10 or 14 o'clock. */
export const calendarEvents = () => {
    const random = randomFor('dashboard', 'calendar');
    return TRAININGS.map(([title, location], index) => {
        const date = dayFromToday(index * 7 - 1 + random.int(0, 3)).slice(0, 10);
        const hour = random.chance(0.5) ? 10 : 14;
        const pad = (value: number) => String(value).padStart(2, '0');
        return {
            id: `training-${index + 1}`,
            title,
            start: `${date}T${pad(hour)}:00:00`,
            end: `${date}T${pad(hour + 1)}:00:00`,
            location,
            url: `https://www.example.com/training/${index + 1}`,
        };
    });
};
