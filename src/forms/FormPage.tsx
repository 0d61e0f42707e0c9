import type { ReactNode } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate, type FormProps } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../components/PageHeading';
import { Form } from './Form';
import { SubmitButton } from './SubmitButton';

export interface FormPageProps extends Pick<FormProps, 'defaultValues' | 'onSubmit'> {
    /** Translation keys. */
    title: string;
    intro: string;
    /** The submit button's label and the way back (its address and label) beside it. */
    send: string;
    back: { to: string; label: string };
    children: ReactNode;
}

export const FormPage = ({ title, intro, send, back, defaultValues, onSubmit, children }: FormPageProps) => {
    const translate = useTranslate();
    return (
        <>
            <PageHeading title={translate(title)} />
            <Card variant="outlined" sx={{ maxWidth: 720 }}>
                <CardContent>
                    <Typography color="text.secondary" sx={{ mb: 1 }}>
                        {translate(intro)}
                    </Typography>
                    <Form defaultValues={defaultValues} onSubmit={onSubmit}>
                        {children}
                        <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
                            <SubmitButton label={send} icon={<SendIcon />} />
                            <Button component={RouterLink} to={back.to}>
                                {translate(back.label)}
                            </Button>
                        </Stack>
                    </Form>
                </CardContent>
            </Card>
        </>
    );
};
