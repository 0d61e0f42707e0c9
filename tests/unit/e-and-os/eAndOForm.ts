import { fireEvent, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

export const pdf = (name = 'certificate.pdf') =>
    new File(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF'], name, { type: 'application/pdf' });
export const notPdf = () => new File(['PK\u0003\u0004 not a pdf at all'], 'disguised.pdf', { type: 'application/pdf' });

export const issuedByField = () => screen.getByRole('textbox', { name: /^(Issued by|Emitido por)/ });
export const policyField = () => screen.getByRole('textbox', { name: /^(Policy number|Número de póliza)/ });
export const limitsField = () => screen.getByRole('textbox', { name: /^(Coverage limits|Límites de cobertura)/ });
export const expiryField = () => screen.getByLabelText(/^(Expiration date|Fecha de vencimiento)/);
export const certificateField = () => screen.getByLabelText(/^(Certificate|Certificado)/);

export interface EAndOFormInput {
    issuedBy?: string;
    policy?: string;
    limits?: string;
    expiry?: string;
}

/** Fills the E&O form as a person would: issuer, policy number, expiry, limits, the certificate. */
export const fillEAndOForm = async (
    user: User,
    file: File | null,
    {
        issuedBy = 'Markel Insurance Company',
        policy = 'MKL-EO-1234567',
        limits = '1000000',
        expiry = '2028-03-31',
    }: EAndOFormInput = {}
) => {
    await screen.findByRole('textbox', { name: /^(Issued by|Emitido por)/ });
    if (issuedBy) await user.type(issuedByField(), issuedBy);
    if (policy) await user.type(policyField(), policy);
    if (expiry) fireEvent.change(expiryField(), { target: { value: expiry } });
    if (limits) await user.type(limitsField(), limits);
    if (file) await user.upload(certificateField(), file);
};
