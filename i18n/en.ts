import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

/**
 * English catalogue (the fallback language). Every user-visible text of the app comes from here or es.ts.
 * The product's own message texts are kept word for word; the other texts are the portal's.
 */
const en = {
    ...englishMessages,
    app: {
        // SHELL-KEYS (owned by the shell; keep this marker)
        name: 'Producer Hub',
        auth: { signIn: 'Sign in', signOut: 'Sign out' },
        header: { currentPortal: 'Current portal: %{name}' },
        session: {
            expiredTitle: 'Your session has expired',
            expiredMessage:
                'Sign in again in a new tab. What you entered on this page is kept: once you have signed in, come back to this tab and try again.',
            signInNewTab: 'Sign in again',
            signInNewTabLabel: 'Sign in again (opens a new tab)',
            backToPage: 'Back to the page',
            signedInAgainTitle: 'You are signed in again',
            signedInAgainMessage: 'You can close this tab, go back to the page you were on and try again.',
        },
        pagination: { label: 'Pagination' },
        menu: {
            label: 'Main navigation',
            home: 'Home',
            contracts: 'Contracts',
            enrollments: 'Enrollments',
            licenses: 'Licenses',
            readiness: 'Readiness',
            eAndOs: 'E&O',
            expiring: 'Expiry forecast',
            renewals: 'Renewals at risk',
            scopes: 'SOA',
            reports: 'Reports',
            producers: 'Producers',
            statements: 'Statements',
            helpRequests: 'Help requests',
        },
        userMenu: {
            label: 'Account',
            labelFor: '%{name} (account menu)',
            signedInAs: 'Signed in as %{email}',
            switchPortal: 'Switch portal',
            preferences: 'Preferences',
            profile: 'Profile',
        },
        quickLinks: {
            label: 'Quick links',
            title: 'Quick links',
            quotingTools: 'Carrier quoting tools',
            resources: 'More tools',
            tools: { connecture: 'Connecture quoting', sunfire: 'Sunfire quoting' },
            analytics: 'Analytics',
            certificationInfo: 'Certification information',
            trainingCalendar: 'Training calendar',
            newTab: '(opens in a new tab)',
            loading: 'Loading the link...',
            loadError: 'Could not load this link. Try again later.',
            unavailable: 'Not available',
        },
        footer: {
            label: 'Footer',
            privacyPolicy: 'Privacy policy',
            social: { facebook: 'Facebook', linkedin: 'LinkedIn', youtube: 'YouTube' },
            build: 'Build %{version}',
        },
        portal: {
            title: 'Choose a portal',
            choose: 'Choose a portal',
            current: 'Current portal',
            lists: { agent: 'Agents', agency: 'Agencies' },
            search: 'Search by name or id',
            typeToggle: 'Portal type',
            results: '%{smart_count} portal shown |||| %{smart_count} portals shown',
            noPortalsHelp: 'Why do I have no portals?',
        },
        status: {
            loginError: 'Sign-in problem',
            emailVerificationRequired: 'Email verification required',
            notAUser: 'Not a hub user',
            systemUnavailable: 'System unavailable',
            tryAgain: 'Try again',
            pageNotLoaded: 'This page could not be loaded',
            pageNotLoadedHelp:
                'Check your connection and try again. If the portal was just updated, loading it again gets the new version.',
            unauthorized: 'Access denied',
            unauthorizedIntro: 'This portal is not among the agents and agencies you may act for.',
            unauthorizedType: { agent: '%{prefix} agent.', agency: '%{prefix} agency.' },
            noPortalSelected: 'No portal selected',
            producerNotFound: 'Producer not found',
            backToProducers: 'Back to producers',
            notFound: 'Page not found',
            goHome: 'Go to the home page',
            forPortalType: {
                agent: 'This page is for agent portals only; the portal you are working in is an agency.',
                agency: 'This page is for agency portals only; the portal you are working in is an agent.',
            },
        },
        home: {
            title: 'Home',
        },
        preferences: {
            title: 'Preferences',
            language: 'Language',
            languageHelp: 'The portal switches language at once; your choice is remembered on this device.',
        },
        languages: { en: 'English', es: 'Español' },
        /** The page shown when config.json, the deployment's settings file, is missing or wrong (src/startup). */
        configError: {
            title: 'The portal cannot start',
            network: 'Its settings file (config.json) could not be loaded. Check your connection and try again.',
            missing: 'Its settings file (config.json) was not found on the server.',
            status: 'The server did not hand out its settings file (config.json).',
            statusCode: 'The server answered with error %{status}.',
            unreadable: 'Its settings file (config.json) could not be read: it is not valid JSON.',
            invalid: 'Some settings in its settings file (config.json) are not valid:',
            notAnObject: 'The file must hold one JSON object of settings, in { }.',
            problem: '"%{key}": expected %{expected}.',
            unknownKey: '"%{key}" is not a setting: check its spelling.',
            missingKey: 'Missing "%{key}": this deployment must set it to %{expected}.',
            expected: {
                text: 'a text that is not empty',
                baseUrl: 'an http or https address, or "" for this site',
                reportUrl: 'a path on this site, an https address, or "" for no reports',
                url: 'an http or https address',
                httpsUrl: 'an https address',
                path: 'a path that starts with /',
                headerName: 'a header name (letters, digits and -)',
                email: 'an email address',
                positiveNumber: 'a number greater than 0',
                textList: 'a list of texts in [ ], at least one, none empty',
                boolean: 'true or false',
                group: 'a group of settings, in { }',
            },
            whatToDo: 'If this goes on, tell the team that runs the portal.',
            retry: 'Try again',
            retrying: 'Trying again…',
        },
        demo: {
            toolbar: 'Demo',
            signInTitle: 'Sign in to the Producer Hub demo',
            signInIntro: 'This demo uses sample data. Choose who to sign in as and continue.',
            scenario: 'Demo scenario',
            signIn: 'Sign in',
            apply: 'Apply scenario',
            reset: 'Reset demo data',
            signOut: 'Sign out',
            close: 'Close',
            faults: 'Faults',
            faultRule: 'Fault rule',
            faultHelp: 'Pick one or type METHOD PATH KIND [once], e.g. GET /t/states 500',
            addFault: 'Add fault',
            clearFaults: 'Clear faults',
            noFaults: 'No faults: every call answers as usual.',
            invalidFault: 'This is not a fault rule.',
            scenarios: {
                default: 'Default user: 2 agents and 2 agencies',
                'many-portals': 'User with 150 portals',
                'huge-portals': 'User with 5,000 portals',
                'large-downline': 'Default user; an agency with 200 producers',
                'large-book': 'Default user; Maria Lopez with 320 enrollments that need an SOA',
                'no-portals': 'User with no portals',
                'not-set-up': 'User not set up in the hub',
                'unverified-email': 'User whose email is not verified',
                'api-down': 'The API is down',
            },
        },
    },
    messages: {
        // The product's error catalogue, word for word. Status pages (a producer that is not found included):
        status: {
            somethingWentWrong: 'Something went wrong. Please try again later.',
            loginError:
                'There was an error logging in. Please try again later or reach out to your relationship manager for assistance.',
            loginErrorType: 'Error type: %{type}',
            loginErrorDescription: 'Description: %{description}',
            profileError: 'There was an error loading your profile.',
            notAUser:
                'You are not set up to use the hub. Please reach out to your relationship manager for assistance.',
            unavailable: 'The hub is currently unavailable.',
            notFound: 'The page you are looking for could not be found.',
            unauthorized: 'You do not have permission to access the requested',
            goToDashboard: 'Go to the dashboard',
            agentDetailsUnavailable: 'Unable to retrieve agent details.',
            emailVerificationRequired:
                'Please verify your email address before using the hub. Check your inbox for the verification email, then sign in again.',
            noPortalSelected: 'No agent or agency portal is selected. Please select a portal to continue.',
            producerNotFound: 'The producer you are looking for could not be found.',
        },
        // Portal selection: none found, too many to list
        portals: {
            noneFound: 'No portals found',
            tooManyResults: 'There were too many results. Try narrowing the results by entering more filter text.',
            moreNotShown: 'There were more results that could not be shown.',
        },
        // The dashboard's recent enrollments card; the enrollments area's own texts are in resources/enrollments
        enrollments: {
            noRecent: 'No recent enrollments',
        },
        // Field validation messages
        validation: {
            ssnInvalid: 'SSN must have 9 digits',
            mbiInvalid: 'Enter a valid Medicare number (MBI)',
            phoneInvalid: 'Phone must be in the format (###) ###-####',
            noFutureDate: 'Date cannot be in the future',
            startAfterEnd: 'Start date cannot be after end date',
        },
        // Report toasts and failure
        reports: {
            generating: 'Generating report...',
            success: 'Report generated successfully',
            failed: 'Failed to generate report',
        },
        // Dashboard panels: training calendar
        dashboard: {
            loadError: 'Error loading dashboard',
            calendarUnavailable: 'Unable to load the training calendar at this time. Please try again later.',
        },
        // Profile submission toasts
        profile: {
            submitting: 'Submitting profile...',
            submitFailed: 'Failed to submit profile',
        },
        // What a failed call shows when it has no words of its own
        errors: {
            generic: 'Oops, something went wrong, try again later',
        },
        // Field labels of enrollments, SOAs and statements
        labels: {
            enrollment: {
                dateOfBirth: 'Date of birth',
                medicareNumber: 'Medicare number (MBI)',
                medicaidNumber: 'Medicaid number',
                medicareADate: 'Medicare Part A date',
                medicareBDate: 'Medicare Part B date',
                ssn: 'SSN',
                phone: 'Phone',
                email: 'Email',
                address: 'Address',
                planYear: 'Plan year',
                appReceivedDate: 'App received date',
                submissionTimestamp: 'Submitted on',
                lastUpdated: 'Last updated',
                writingNumber: 'Writing number',
                issuedBy: 'Issued by',
            },
            statement: {
                total: 'Total',
            },
        },
    },
    // Words several areas share (RTS states, stored files, license labels, dropdown errors): one text each.
    common: {
        // A producer who shares a name with another producer of the same list is named with what tells them apart.
        producer: {
            namesake: '%{name} (%{apart})',
            npn: 'NPN %{npn}',
            agentId: 'Agent ID %{id}',
        },
        // Beside a computed answer's headline when some of its sources did not answer (src/components/PartialAnswer.tsx).
        partial: {
            label: 'Partial answer:',
            notKnown: 'Not known',
        },
        // A pending contract's wait (contracts list and dashboard card) and whom to ask about it.
        pendingAge: {
            withLevel: '%{waited} · %{level}',
            waited: 'Waiting %{smart_count} day |||| Waiting %{smart_count} days',
            waitedSinceRequest:
                'Waiting %{smart_count} day since you sent the request |||| Waiting %{smart_count} days since you sent the request',
            aging: 'Over a week: worth a follow-up',
            overdue: 'Over two weeks: follow up now',
            followUp: 'To follow up, contact %{name}',
            followUpTeam: 'To follow up, contact %{name} (you have no relationship manager assigned)',
            followUpError: 'Error loading your relationship manager',
            // The manager could not be loaded: the fallback team is someone to ask in the meantime.
            followUpMeanwhile: 'Meanwhile, to follow up, contact %{name}',
        },
        // The six SOA status values: the scopes list and the dashboard's recent SOAs say them.
        soa: {
            statuses: {
                sent: 'Sent',
                clientViewed: 'Client Viewed',
                clientSigned: 'Client Signed',
                agentViewed: 'Agent Viewed',
                completed: 'Completed',
                voided: 'Voided',
            },
        },
        // The readiness rules' gaps, things to fix and where each is done (src/components/readinessFixes.tsx):
        // the readiness page and renewals at risk say them alike.
        readiness: {
            gaps: {
                noLicense: 'No license in %{state}',
                licenseExpired: 'License expired on %{date}',
                licenseExpiresBeforePlanYear: 'License expires on %{date}, before %{year} starts',
                licenseExpiresBeforeRenewal: 'License expires on %{date}, before the renewal on %{renewal}',
                licenseExpiryUnknown: 'License expiry date unknown',
                noContract: 'No contract',
                contractPending: 'Contract pending',
                contractTerminated: 'Contract terminated',
                noCertification: 'No RTS certification for %{year}',
                certificationFailed: 'Certification failed for %{year}',
                certificationPending: 'Certification pending for %{year}',
                certificationNotRts: 'Not ready to sell for %{year} (the carrier reports “%{status}”)',
            },
            fixes: {
                submitLicense: 'Submit a license',
                requestContract: 'Request a contract',
                openContract: 'Open the contract',
                openContracts: 'Open the contracts',
                producerContracts: 'See the producer’s contracts',
                submitEAndO: 'Submit an E&O',
                producerOnly: 'the producer submits it',
            },
            thing: {
                license: '%{state}: %{reason}',
                contract: '%{carrier}: %{reason}',
                noContractFor: 'no contract for %{types}',
                contractTerminated: 'contract terminated',
                certification: '%{carrier}: %{reason}',
                pendingContract: '%{carrier}: contract pending',
                // A carrier with two contracts named alike: the policy types of each tell them apart.
                carrierTypes: '%{carrier} (%{types})',
            },
        },
        rts: {
            indicator: 'RTS %{year}: %{state}',
            ready: 'Ready to sell',
            notReady: 'Not ready to sell',
            none: 'No certifications',
            contractPending: 'Not ready: the contract is pending',
            contractTerminated: 'Not ready: the contract is terminated',
            statuses: {
                RTS: 'Ready to sell (RTS)',
                Failed: 'Failed',
                Pending: 'Pending',
            },
        },
        files: {
            noneFound: 'No files found',
            downloadPending: 'Downloading file...',
            downloadSuccess: 'File downloaded successfully',
            downloadError: 'Error downloading file. Please try again later.',
            download: 'Download %{name}',
            details: '%{type} · added %{date}',
        },
        dictionaries: {
            countiesError: 'Error loading counties',
            agentsError: 'Error loading agents',
            insurersError: 'Error loading insurers',
            policyTypesError: 'Error loading policy types',
            productsError: 'Error loading products',
            statesError: 'Error loading states',
            licenseTypesError: 'Error loading license types',
            hierarchyError: 'Error loading hierarchy',
            // A dictionary that answered with nothing in it (worded like the catalogue's 'No ... available').
            countiesEmpty: 'No counties available',
            agentsEmpty: 'No agents available',
            insurersEmpty: 'No insurers available',
            policyTypesEmpty: 'No policy types available',
            productsEmpty: 'No products available',
            statesEmpty: 'No states available',
            licenseTypesEmpty: 'No license types available',
        },
        license: {
            fields: {
                StateProvince: 'State',
                LicenseNumber: 'License number',
                LicenseType: 'License type',
                IsResidentLicense: 'Resident license',
                ExpirationDate: 'Expiration date',
            },
            resident: 'Resident',
            nonResident: 'Non-resident',
            expired: 'Expired on %{date}',
            expires: 'Expires on %{date}',
            expiredBadge: 'Expired',
            noneFound: 'No licenses found',
            files: 'Files',
            filesOf: 'Files of license %{number}',
            expiringBadge: 'Expires soon',
        },
        // Amounts in USD (src/components/Money): a ledger's sign and its name for screen readers.
        money: {
            credit: '+%{amount}',
            debit: '−%{amount}',
            zero: '%{amount}',
            creditLabel: ' (credit)',
            debitLabel: ' (debit)',
        },
        list: {
            sortBy: 'Sort by',
            ascending: '%{field}, ascending',
            descending: '%{field}, descending',
            rowsPerPage: 'Rows per page',
            pages: 'Pages of %{table}',
        },
        actions: {
            close: 'Close',
        },
        // The shared form pieces (src/forms): words every form of the portal uses.
        forms: {
            chooseFile: 'Choose a PDF',
            noFile: 'No file chosen',
            chosen: 'Chosen file: %{name}',
            fileTooLarge: 'The file is larger than %{size} MB. Choose a smaller file.',
            yearOutOfRange: 'Enter a date with a year between 1000 and 9999',
            noChoices: 'Nothing to choose from',
            chooseFiles: 'Choose PDF files',
            noFiles: 'No files chosen',
            chosenFiles: 'Chosen files',
            removeFile: 'Remove %{name}',
            pdfFile: 'PDF',
            notPdfFile: 'Invalid file: only PDF files are accepted',
            pdfMisnamed: '%{name} is a PDF, but its name does not end in .pdf. Rename it to .pdf and choose it again.',
            pdfNameDisagrees: 'Invalid file: its name and its content do not match',
            amount: {
                format: 'Enter an amount in US dollars in digits, such as 1000000 or 1,000,000.50',
                decimals: 'Enter at most 2 decimal places (cents)',
                tooLarge: 'Enter an amount of at most 999,999,999,999.99 US dollars',
                notPositive: 'Enter an amount in US dollars greater than 0',
            },
            pastDate: {
                warning: '%{date} is already past. Is that the right date?',
                confirm: 'Yes, this date is right',
                unconfirmed: 'This date is already past: confirm it below, or correct it',
            },
            fileOverLimit: 'Larger than %{size} MB',
            filesTooLarge:
                'Together the files are larger than %{size} MB, the most one submission may send. Remove some or choose smaller files.',
            fileInSetTooLarge: 'A file is larger than %{size} MB. Remove it or choose a smaller one.',
            uploadTooLarge: 'The file is too large for the server to accept. Choose a smaller file and send again.',
            requestTooLarge:
                'The request is too large for the server to accept. Shorten the longest text and send again.',
        },
        // Values the API sends in English, as the portal words them; a value not listed here shows as sent.
        apiValues: {
            enrollmentStatus: {
                submitted: 'Submitted',
                inReview: 'In review',
                pendingInformation: 'Pending information',
                approved: 'Approved',
                enrolled: 'Enrolled',
            },
            terminationReason: {
                voluntary: 'Voluntary disenrollment',
                movedOut: 'Moved out of service area',
                nonPayment: 'Non-payment of premium',
                switchedPlans: 'Switched plans',
                deceased: 'Deceased',
                carrierTerminated: 'Carrier terminated',
            },
            licenseType: {
                life: 'Life',
                accidentHealth: 'Accident & Health',
                lifeAccidentHealth: 'Life, Accident & Health',
                propertyCasualty: 'Property & Casualty',
            },
            fileType: {
                eAndOCertificate: 'E&O certificate',
                application: 'Application',
                endorsement: 'Endorsement',
                declarationsPage: 'Declarations page',
                licenseCertificate: 'License certificate',
                renewalNotice: 'Renewal notice',
                contractAgreement: 'Contract agreement',
                commissionSchedule: 'Commission schedule',
                appointmentConfirmation: 'Appointment confirmation',
                certification: 'Certification',
            },
            helpRequestType: {
                contracting: 'Contracting',
                agentService: 'Agent Service',
                commissionInquiry: 'Commission Inquiry',
                compliance: 'Compliance',
                licensing: 'Licensing',
                marketingMaterials: 'Marketing Materials',
            },
        },
        monthWindow: {
            corrected: 'The months in the address were out of range or unreadable, so the page shows %{from} to %{to}.',
        },
    },
} satisfies TranslationMessages;

export default en;
