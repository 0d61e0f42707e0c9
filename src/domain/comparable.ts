/** A name as the checks compare it: no case, no accents, no spaces ("José  de la Cruz" is "josedelacruz"). */
export const comparableName = (name: string | null | undefined) =>
    (name ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, '');

/** The policy type is one of the names given (config.json's lists of them), whatever their case and spacing. */
export const policyTypeIn = (policyType: string | null | undefined, names: readonly string[]) => {
    const wanted = comparableName(policyType);
    return wanted !== '' && names.some(type => comparableName(type) === wanted);
};
