const bodyOf = (error: unknown): unknown => {
    if (typeof error !== 'object' || error === null || !('body' in error)) return undefined;
    const { body } = error;
    if (typeof body !== 'string') return body;
    try {
        return JSON.parse(body) as unknown;
    } catch {
        return undefined;
    }
};

const firstMessage = (messages: unknown): string | undefined => {
    const list: unknown[] = Array.isArray(messages) ? messages : [messages];
    return list.find((message): message is string => typeof message === 'string' && message.trim() !== '');
};

/**
 * ASP.NET answers `{ errors: { LicenseNumber: [...] } }`, in either case, sometimes prefixed (`$.LicenseNumber`).
 * react-admin's `setSubmissionErrors` would put an array on `LicenseNumber.0`, which no input shows.
 */
export const serverFieldErrors = (
    error: unknown,
    fieldNames: readonly string[]
): Record<string, string> | undefined => {
    const body = bodyOf(error);
    const errors =
        typeof body === 'object' && body !== null
            ? ((body as Record<string, unknown>).errors ?? (body as Record<string, unknown>).Errors)
            : undefined;
    if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
    const fields = new Map(fieldNames.map(name => [name.toLowerCase(), name]));
    const found: Record<string, string> = {};
    for (const [key, messages] of Object.entries(errors)) {
        const lower = key.toLowerCase();
        const field = fields.get(lower) ?? fields.get(lower.slice(lower.lastIndexOf('.') + 1));
        const message = firstMessage(messages);
        if (field && message && !(field in found)) found[field] = message;
    }
    return Object.keys(found).length > 0 ? found : undefined;
};
