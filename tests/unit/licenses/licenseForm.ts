import { fireEvent, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

export const pdf = (name = 'license.pdf') =>
    new File(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF'], name, { type: 'application/pdf' });
export const fakePdf = () =>
    new File(['PK\u0003\u0004 not a pdf at all'], 'disguised.pdf', { type: 'application/pdf' });

export const numberField = () => screen.getByRole('textbox', { name: /^(License number|Número de licencia)/ });
export const expiryField = () => screen.getByLabelText(/^(Expiration date|Fecha de vencimiento)/);
export const fileField = () => screen.getByLabelText(/^(License file|Archivo de la licencia)/);

/** Fills the license form as a person would (English labels): Florida, Life, resident, the number, the date, the file. */
export const fillLicenseForm = async (
    user: User,
    file: File,
    { number = 'FL-778899', expiry = '2028-03-31' }: { number?: string; expiry?: string } = {}
) => {
    await user.click(await screen.findByRole('combobox', { name: /^State/ }));
    await user.click(await screen.findByRole('option', { name: 'Florida' }));
    await user.click(screen.getByRole('combobox', { name: /^License type/ }));
    await user.click(await screen.findByRole('option', { name: 'Life' }));
    await user.type(numberField(), number);
    fireEvent.change(expiryField(), { target: { value: expiry } });
    await user.click(screen.getByRole('checkbox', { name: 'Resident license' }));
    await user.upload(fileField(), file);
};
