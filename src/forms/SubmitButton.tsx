import type { ReactNode } from 'react';
import { Button, CircularProgress } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';

/** Unlike react-admin's SaveButton it is enabled on an untouched form, where pressing it shows what is required. */
export const SubmitButton = ({
    label,
    icon,
    disabled = false,
}: {
    label: string;
    icon?: ReactNode;
    disabled?: boolean;
}) => {
    const translate = useTranslate();
    const { isSubmitting } = useFormState();
    return (
        <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting || disabled}
            startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : icon}
        >
            {translate(label)}
        </Button>
    );
};
