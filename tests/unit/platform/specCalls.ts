/**
 * Each call the spec's call tables name (`spec`: its words there, found in one of the tables' rows), and the
 * operations of docs/api/openapi.json that are that call: one per path the portal builds for it (an agent's
 * and an agency's, a pdf and an xlsx...).
 */
export const SPEC_CALLS: ReadonlyArray<{ spec: string; operations: string[] }> = [
    { spec: 'GET /api/user', operations: ['GET /api/user'] },
    { spec: 'GET /t/agents/my/permissions', operations: ['GET /t/agents/my/permissions'] },
    {
        spec: 'GET /t/{agents or agencies}/{id}/contracts?Filter={status}',
        operations: ['GET /t/agents/{id}/contracts', 'GET /t/agencies/{id}/contracts'],
    },
    {
        spec: 'GET /t/{agentcontracts or agencycontracts}/{id}',
        operations: ['GET /t/agentcontracts/{contractId}', 'GET /t/agencycontracts/{contractId}'],
    },
    {
        spec: 'GET .../{id}/files | contract files',
        operations: ['GET /t/agentcontracts/{contractId}/files', 'GET /t/agencycontracts/{contractId}/files'],
    },
    { spec: 'GET .../{id}/hierarchy |', operations: ['GET /t/agencycontracts/{contractId}/hierarchy'] },
    {
        spec: 'GET .../{id}/hierarchy/excel (agency)',
        operations: ['GET /t/agencycontracts/{contractId}/hierarchy/excel'],
    },
    { spec: 'GET .../{id}/policies/excel', operations: ['GET /t/agencycontracts/{contractId}/policies/excel'] },
    {
        spec: 'GET /t/agencies/{id}/contracts/{contractId}/downlines?Filter=Active',
        operations: ['GET /t/agencies/{agencyId}/contracts/{contractId}/downlines'],
    },
    { spec: 'GET /t/files/{id}/downloadurl', operations: ['GET /t/files/{fileId}/downloadurl'] },
    { spec: 'GET /api/files/encoded-file?apiFilePath=', operations: ['GET /api/files/encoded-file'] },
    { spec: 'GET /t/insurers | insurer dictionary', operations: ['GET /t/insurers'] },
    { spec: 'GET /t/insurers/dictionary with IsActive', operations: ['GET /t/insurers/dictionary'] },
    { spec: 'GET /t/agencies/{id}/insurers', operations: ['GET /t/agencies/{agencyId}/insurers'] },
    { spec: 'GET /t/policytypes/dictionary;', operations: ['GET /t/policytypes/dictionary'] },
    { spec: '/t/counties/{stateId}/dictionary;', operations: ['GET /t/counties/{stateId}/dictionary'] },
    { spec: '/t/products/dictionary;', operations: ['GET /t/products/dictionary'] },
    { spec: '/t/states;', operations: ['GET /t/states'] },
    { spec: '/t/licenseTypes |', operations: ['GET /t/licenseTypes'] },
    { spec: 'GET /t/agencies/{id}/downlineagents', operations: ['GET /t/agencies/{agencyId}/downlineagents'] },
    {
        spec: 'GET /t/v2/agencies/{id}/downlineagentcontracts with filters',
        operations: ['GET /t/v2/agencies/{agencyId}/downlineagentcontracts'],
    },
    {
        spec: 'GET the same path with excel export',
        operations: ['GET /t/v2/agencies/{agencyId}/downlineagentcontracts/excel'],
    },
    {
        spec: 'GET /t/v2/agencies/{id}/agents/{agentId}',
        operations: ['GET /t/v2/agencies/{agencyId}/agents/{agentId}'],
    },
    { spec: 'GET /t/v2/agencies/{id}/downlines', operations: ['GET /t/v2/agencies/{agencyId}/downlines'] },
    {
        spec: 'GET /t/{agents or agencies}/{id}/licenses |',
        operations: ['GET /t/agents/{id}/licenses', 'GET /t/agencies/{id}/licenses'],
    },
    {
        spec: 'GET /t/{agentlicenses or agencylicenses}/{id}/files',
        operations: ['GET /t/agentlicenses/{licenseId}/files', 'GET /t/agencylicenses/{licenseId}/files'],
    },
    {
        spec: 'POST /t/{agents or agencies}/{id}/licenses/submit',
        operations: ['POST /t/agents/{id}/licenses/submit', 'POST /t/agencies/{id}/licenses/submit'],
    },
    {
        spec: 'GET /t/{ownerType}/{id}/eandos:',
        operations: ['GET /t/agents/{id}/eandos', 'GET /t/agencies/{id}/eandos'],
    },
    { spec: 'GET /t/eandos/{eandoId}/files (agent)', operations: ['GET /t/eandos/{eandoId}/files'] },
    {
        spec: 'GET /t/agencies/{agencyId}/eandos/{eandoId}/files (agency)',
        operations: ['GET /t/agencies/{agencyId}/eandos/{eandoId}/files'],
    },
    {
        spec: 'POST /t/{ownerType}/{id}/eandos/submit',
        operations: ['POST /t/agents/{id}/eandos/submit', 'POST /t/agencies/{id}/eandos/submit'],
    },
    {
        spec: 'GET /t/{ownerType}/{id}/connecture and /sunfire',
        operations: [
            'GET /t/agents/{id}/connecture',
            'GET /t/agents/{id}/sunfire',
            'GET /t/agencies/{id}/connecture',
            'GET /t/agencies/{id}/sunfire',
        ],
    },
    {
        spec: 'GET /t/agencies/{agencyId}/reports/rtsreport/excel',
        operations: ['GET /t/agencies/{agencyId}/reports/rtsreport/excel'],
    },
    {
        spec: 'GET /t/{ownerType}/{id}/enrollments/recent',
        operations: ['GET /t/agents/{id}/enrollments/recent', 'GET /t/agencies/{id}/enrollments/recent'],
    },
    {
        spec: 'GET /t/{ownerType}/{id}/enrollmentsearchform',
        operations: ['GET /t/agents/{id}/enrollmentsearchform', 'GET /t/agencies/{id}/enrollmentsearchform'],
    },
    {
        spec: 'GET /t/{ownerType}/{id}/enrollments with filter',
        operations: ['GET /t/agents/{id}/enrollments', 'GET /t/agencies/{id}/enrollments'],
    },
    {
        spec: 'GET /t/{ownerType}/{id}/enrollments/excel',
        operations: ['GET /t/agents/{id}/enrollments/excel', 'GET /t/agencies/{id}/enrollments/excel'],
    },
    {
        spec: 'GET /t/{ownerType}/{id}/enrollments/{enrollmentId} (',
        operations: [
            'GET /t/agents/{id}/enrollments/{enrollmentId}',
            'GET /t/agencies/{id}/enrollments/{enrollmentId}',
        ],
    },
    {
        spec: 'GET .../enrollments/{enrollmentId}/application',
        operations: [
            'GET /t/agents/{id}/enrollments/{enrollmentId}/application',
            'GET /t/agencies/{id}/enrollments/{enrollmentId}/application',
        ],
    },
    {
        spec: 'GET .../enrollments/{enrollmentId}/payments/commissions or overrides',
        operations: [
            'GET /t/agents/{id}/enrollments/{enrollmentId}/payments/commissions',
            'GET /t/agencies/{id}/enrollments/{enrollmentId}/payments/commissions',
            'GET /t/agencies/{id}/enrollments/{enrollmentId}/payments/overrides',
        ],
    },
    { spec: 'GET /t/appqueuesubmissions/{agentId}/new', operations: ['GET /t/appqueuesubmissions/{agentId}/new'] },
    { spec: 'POST /api/applications/submissions', operations: ['POST /api/applications/submissions'] },
    {
        spec: 'GET /t/{ownerType}/{id}/statements with',
        operations: ['GET /t/agents/{id}/statements', 'GET /t/agencies/{id}/statements'],
    },
    {
        spec: 'GET /t/agentstatements/{id}/{statementId} or /t/agencystatements/...',
        operations: ['GET /t/agentstatements/{id}/{statementId}', 'GET /t/agencystatements/{id}/{statementId}'],
    },
    {
        spec: 'GET /t/{agentstatements|agencystatements}/{id}/{statementId}/{format}',
        operations: [
            'GET /t/agentstatements/{id}/{statementId}/pdf',
            'GET /t/agentstatements/{id}/{statementId}/xlsx',
            'GET /t/agencystatements/{id}/{statementId}/pdf',
            'GET /t/agencystatements/{id}/{statementId}/xlsx',
        ],
    },
    {
        spec: 'GET /t/{agentstatements|agencystatements}/{id}/{statementId}/payments/',
        operations: [
            'GET /t/agentstatements/{id}/{statementId}/payments/commissions/processed',
            'GET /t/agentstatements/{id}/{statementId}/payments/commissions/onhold',
            'GET /t/agencystatements/{id}/{statementId}/payments/commissions/processed',
            'GET /t/agencystatements/{id}/{statementId}/payments/commissions/onhold',
            'GET /t/agencystatements/{id}/{statementId}/payments/overrides/processed',
            'GET /t/agencystatements/{id}/{statementId}/payments/overrides/onhold',
        ],
    },
    { spec: 'GET /t/v2/agents/{id}/scopes with query', operations: ['GET /t/v2/agents/{id}/scopes'] },
    {
        spec: 'POST /t/v2/agents/{id}/scopes/{soaId}/signing-url',
        operations: ['POST /t/v2/agents/{id}/scopes/{soaId}/signing-url'],
    },
    { spec: 'GET /t/v2/agents/{id}/scopes/{soaId}/pdf', operations: ['GET /t/v2/agents/{id}/scopes/{soaId}/pdf'] },
    {
        spec: 'PATCH /t/v2/agents/{id}/scopes/{soaId}/request',
        operations: ['PATCH /t/v2/agents/{id}/scopes/{soaId}/request'],
    },
    {
        spec: 'POST /t/v2/agents/{id}/scopes/{soaId}/voids',
        operations: ['POST /t/v2/agents/{id}/scopes/{soaId}/voids'],
    },
    { spec: 'POST /t/v2/agents/{id}/scopes, body customer', operations: ['POST /t/v2/agents/{id}/scopes'] },
    {
        spec: 'GET /t/{agents|agencies}/{id}/activities;',
        operations: ['GET /t/agents/{id}/activities', 'GET /t/agencies/{id}/activities'],
    },
    { spec: 'GET /t/activities/{id};', operations: ['GET /t/activities/{activityId}'] },
    { spec: 'GET /t/activities/{id}/notes;', operations: ['GET /t/activities/{activityId}/notes'] },
    { spec: 'GET /t/activities/new (ActivityTypes)', operations: ['GET /t/activities/new'] },
    { spec: 'POST /t/activitynotes', operations: ['POST /t/activitynotes'] },
    { spec: 'POST /t/activities, body', operations: ['POST /t/activities'] },
    { spec: 'GET /t/alerts', operations: ['GET /t/alerts'] },
    {
        spec: 'GET /t/{owner}/{id}/dashboard;',
        operations: ['GET /t/agents/{id}/dashboard', 'GET /t/agencies/{id}/dashboard'],
    },
    { spec: 'GET /t/agencies/{id}/producersummary', operations: ['GET /t/agencies/{agencyId}/producersummary'] },
    {
        spec: 'GET /t/{owner}/{id}/accountmanager',
        operations: ['GET /t/agents/{id}/accountmanager', 'GET /t/agencies/{id}/accountmanager'],
    },
    { spec: 'GET /api/videos?pageSize', operations: ['GET /api/videos'] },
    { spec: 'news at /api/feeds/news', operations: ['GET /api/feeds/news'] },
    { spec: 'GET /api/content/calendar', operations: ['GET /api/content/calendar'] },
    {
        spec: 'GET /t/{owner}/{id}/profile;',
        operations: ['GET /t/agents/{id}/profile', 'GET /t/agencies/{id}/profile'],
    },
    {
        spec: 'POST /t/{owner}/{id}/profile/submit',
        operations: ['POST /t/agents/{id}/profile/submit', 'POST /t/agencies/{id}/profile/submit'],
    },
];
