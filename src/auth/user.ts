import * as z from 'zod/mini';

/** The product API's answer to GET /api/user: anything else is an unusable answer, not a signed-out user. */
export const userAnswerSchema = z.object({
    isAuthenticated: z.boolean(),
    claims: z.pipe(
        z.nullish(z.array(z.object({ type: z.string(), value: z.string() }))),
        z.transform(claims => claims ?? [])
    ),
});
export type UserAnswer = z.input<typeof userAnswerSchema>;

/** The product API's answer to GET /t/agents/my/permissions; another shape is an unusable answer. */
export const permissionsSchema = z.object({
    Id: z.union([z.number(), z.string()]),
    Name: z.string(),
    ViewableAgentList: z.nullish(z.record(z.string(), z.string())),
    ViewableAgencyList: z.nullish(z.record(z.string(), z.string())),
});

export interface HubUser {
    sub: string;
    name: string;
    email: string;
    emailVerified: boolean;
    /** The connection claim, which the quoting tools' non-captive sign-in links carry. */
    connection?: string;
    claims: Record<string, string>;
}

export const toHubUser = (answer: UserAnswer): HubUser | null => {
    if (!answer.isAuthenticated) return null;
    const claims = Object.fromEntries((answer.claims ?? []).map(claim => [claim.type, claim.value]));
    return {
        sub: claims.sub ?? '',
        name: claims.name ?? claims.email ?? '',
        email: claims.email ?? '',
        emailVerified: claims.email_verified !== 'false',
        connection: claims.connection || undefined,
        claims,
    };
};
