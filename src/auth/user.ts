/** The product API's answer to GET /api/user. */
export interface UserAnswer {
    isAuthenticated: boolean;
    claims: Array<{ type: string; value: string }>;
}

export interface HubUser {
    sub: string;
    name: string;
    email: string;
    emailVerified: boolean;
    claims: Record<string, string>;
}

export const toHubUser = (answer: UserAnswer): HubUser | null => {
    if (!answer.isAuthenticated) return null;
    const claims = Object.fromEntries(answer.claims.map(claim => [claim.type, claim.value]));
    return {
        sub: claims.sub ?? '',
        name: claims.name ?? claims.email ?? '',
        email: claims.email ?? '',
        emailVerified: claims.email_verified !== 'false',
        claims,
    };
};
