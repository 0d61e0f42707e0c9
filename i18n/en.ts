import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

/**
 * English catalogue (the fallback language). Every user-visible text of the app comes from here or es.ts.
 * Texts quoted by the spec are kept verbatim.
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
            eAndOs: 'E&O',
            scopes: 'SOA',
            reports: 'Reports',
            producers: 'Producers',
            statements: 'Statements',
            helpRequests: 'Help requests',
            videos: 'Videos',
            profile: 'My profile',
        },
        userMenu: {
            label: 'Account',
            signedInAs: 'Signed in as %{email}',
            switchPortal: 'Switch portal',
            preferences: 'Preferences',
            profile: 'Profile',
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
            welcome: {
                agent: 'You are working as the agent %{name}.',
                agency: 'You are working for the agency %{name}.',
            },
        },
        area: { notYetAvailable: 'This area is not available yet.' },
        preferences: {
            title: 'Preferences',
            language: 'Language',
            languageHelp: 'The portal switches language at once; your choice is remembered on this device.',
        },
        languages: { en: 'English', es: 'Español' },
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
            scenarios: {
                default: 'Default user: 2 agents and 2 agencies',
                'many-portals': 'User with 150 portals',
                'huge-portals': 'User with 5,000 portals',
                'no-portals': 'User with no portals',
                'not-set-up': 'User not set up in the hub',
                'unverified-email': 'User whose email is not verified',
                'api-down': 'The API is down',
            },
        },
    },
    messages: {
        // SPEC-CATALOGUE (messages of both spec parts' error catalogues and status pages)
        // Part 2 §2 "Status pages", §6 and §8 "Status-page messages (English)"; part 1 §2 producer detail (404)
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
            agentWithoutActiveContract:
                'Agent details are not available when the agent has no active contract under your agency.',
            emailVerificationRequired:
                'Please verify your email address before using the hub. Check your inbox for the verification email, then sign in again.',
            noPortalSelected: 'No agent or agency portal is selected. Please select a portal to continue.',
            producerNotFound: 'The producer you are looking for could not be found.',
            signInRequired: 'Please sign in to continue.',
        },
        // Part 1 §2 "Portal selection" and §8; part 2 §5 (a portal must be selected)
        portals: {
            noneFound: 'No portals found',
            tooManyResults: 'There were too many results. Try narrowing the results by entering more filter text.',
            moreNotShown: 'There were more results that could not be shown.',
            selectionRequired: 'An agent or agency portal must be selected.',
        },
        // Part 1 §8 (submission toasts); part 2 §5 (search term required)
        common: {
            submitting: 'Submitting...',
            submitted: 'Submitted successfully',
            enterSearchTerms: 'Please enter search term(s) above to get results',
        },
        // Part 1 §8 "Error loading contracts"
        contracts: {
            loadError: 'Error loading contracts',
            noneFound: 'No contracts found',
        },
        // Part 1 §8 "Error loading contract details"
        contractDetail: {
            loadError: 'Error loading contract details',
        },
        // Part 1 §5 (license submission) and §8; part 2 §8 "Failed-to" list
        licenses: {
            noneFound: 'No licenses found',
            loadError: 'Error loading licenses',
            submitting: 'Submitting license...',
            submitSuccess: 'License submitted successfully',
            submitFailed: 'Failed to submit license',
            pdfOnly: 'Only PDF files are supported',
        },
        // Part 1 §2 "Producers list" / "Producer detail" and §8
        producers: {
            noneFound: 'No producer contracts found',
            loadError: 'Error loading producer contracts',
        },
        // Part 1 §8 (file download toasts); part 2 §8 status-page messages
        files: {
            noneFound: 'No files found',
            downloadPending: 'Downloading file...',
            downloadSuccess: 'File downloaded successfully',
            downloadError: 'Error downloading file. Please try again later.',
        },
        // Part 1 §5 and §8 (policy and hierarchy export toasts); part 2 §8 "No policies to export" and "Failed-to" list
        exports: {
            policiesPending: 'Exporting policies...',
            policiesSuccess: 'Policies exported successfully',
            policiesError: 'Error exporting policies',
            noPolicies: 'No policies to export',
            hierarchyPending: 'Exporting hierarchy...',
            hierarchySuccess: 'Hierarchy exported successfully',
            hierarchyError: 'Error downloading the hierarchy export',
            hierarchyAgencyOnly: 'Hierarchy export is only available for agencies',
        },
        // Part 1 §8 (copy enrollment link toast); part 2 §8
        enrollmentLink: {
            copied: 'Enrollment link copied',
            copyFailed: 'Failed to copy enrollment link',
        },
        // Part 1 §8 (dictionary errors); part 2 §8 dropdown 'Error loading states'
        dictionaries: {
            countiesError: 'Error loading counties',
            agentsError: 'Error loading agents',
            insurersError: 'Error loading insurers',
            policyTypesError: 'Error loading policy types',
            productsError: 'Error loading products',
            statesError: 'Error loading states',
            licenseTypesError: 'Error loading license types',
            hierarchyError: 'Error loading hierarchy',
        },
        // Part 2 §2 "Contract requests", §4 (multi-agent card), §5 and §8
        contractRequests: {
            submitting: 'Submitting contract request...',
            success: 'Contract request submitted successfully',
            failed: 'Failed to submit contract request',
            multiSuccess:
                'Successfully submitted %{smart_count} contract request |||| Successfully submitted %{smart_count} contract requests',
            multiFailed: 'Failed to submit one or more contract requests.',
            underReview: 'Your request has been submitted and is now under review by your relationship manager.',
            navigationFailed: 'Could not complete navigation after submissions. Please return to contracts.',
            selectAgentsRequired: 'Please select at least one agent and ensure all required fields are filled out.',
            noneProvided: 'None provided',
            originalAgentNote: '(Applied from the request for %{name})',
            noContractsAvailable: 'No contracts available',
            noAgenciesAvailable: 'No agencies available',
            noMatchingAgents: 'No agents match "%{search}"',
        },
        // Part 2 §8 (E&O toasts, table states, "Failed-to" list)
        eandos: {
            loadError: 'Error loading E&Os',
            noneFound: 'No E&Os found',
            submitting: 'Submitting E&O...',
            success: 'E&O submitted successfully',
            failed: 'Failed to submit E&O',
        },
        // Part 2 §2 "Enrollments", §4 and §8 (export toasts, table states)
        enrollments: {
            noneFound: 'No enrollments found',
            loadError: 'Error loading enrollments',
            noRecent: 'No recent enrollments',
            detailLoadError: 'Error loading enrollment details',
            noTermination: 'None',
            availableAfterProcessing: 'Enrollments become available after processing.',
            exportPending: 'Exporting enrollments...',
            exportSuccess: 'Enrollments exported successfully',
            exportError: 'Error exporting enrollments',
        },
        // Part 2 §5 (app submission rules) and §8 (app toasts, "Failed-to" list)
        appSubmission: {
            submitting: 'Submitting application...',
            success: 'Application submitted successfully',
            failed: 'Failed to submit application',
            pdfOnly: 'Only PDF files can be used for app submission',
            fileInvalid: 'Invalid file: only PDF files are accepted',
            multipleFilesHint: 'Hold CTRL to select several PDF files; they are combined into one submission.',
        },
        // Part 2 §5 (field validation messages)
        validation: {
            ssnInvalid: 'SSN must have 9 digits',
            mbiInvalid: 'Enter a valid Medicare number (MBI)',
            phoneInvalid: 'Phone must be in the format (###) ###-####',
            noFutureDate: 'Date cannot be in the future',
            startAfterEnd: 'Start date cannot be after end date',
        },
        // Part 2 §8 (report toasts, "Failed-to" list)
        reports: {
            generating: 'Generating report...',
            success: 'Report generated successfully',
            failed: 'Failed to generate report',
        },
        // Part 2 §8 (statement download toasts, table and panel states)
        statements: {
            noneFound: 'No statements found',
            loadError: 'Error loading statements',
            detailLoadError: 'Error loading statement details',
            paymentsLoadError: 'Error loading payments',
            noPayments: 'No payments found',
            downloadGenerating: 'Generating statement...',
            downloadSuccess: 'Statement downloaded successfully',
            downloadFailed: 'Statement download failed.',
        },
        // Part 2 §8 (SOA toasts, table states, failures)
        soa: {
            noneFound: 'No SOAs found',
            loadError: 'Error loading SOAs',
            noRecent: 'No recent scope of appointments found',
            recentLoadError: 'Error loading recent SOAs',
            downloadPending: 'Downloading SOA...',
            downloadSuccess: 'SOA downloaded successfully',
            downloadFailed: 'Failed to download SOA',
            signingSessionFailed: 'Failed to generate SOA signing session',
            resendSuccess: 'SOA resent successfully',
            resendFailed: 'Failed to resend SOA',
            voidSuccess: 'SOA voided successfully',
            voidFailed: 'Failed to void SOA',
            requestSuccess: 'SOA requested successfully',
            requestFailed: 'Failed to request SOA',
        },
        // Part 2 §8 (help requests table states and failures)
        helpRequests: {
            noneFound: 'No help requests found',
            loadError: 'Error loading help requests',
            detailLoadError: 'Error loading help request',
            typesLoadError: 'Error loading types',
            noNotes: 'No notes yet',
            submitSuccess: 'Help request submitted successfully',
            submitFailed: 'Failed to submit help request',
            noteFailed: 'Failed to submit note',
        },
        // Part 2 §8 (dashboard panels: training calendar, feed)
        dashboard: {
            loadError: 'Error loading dashboard',
            calendarUnavailable: 'Unable to load the training calendar at this time. Please try again later.',
            feedLoadError: 'Error loading feed',
        },
        // Part 2 §8 (profile panel and "Failed-to" list)
        profile: {
            loadError: 'Error loading profile',
            submitting: 'Submitting profile...',
            submitFailed: 'Failed to submit profile',
        },
        // Part 2 §8 (videos panel)
        videos: {
            loadError: 'Error loading videos',
            noneAvailable: 'No videos available',
        },
        // Part 1 §2, §5, §7; part 2 §6, §7 and §8 "Thrown errors"
        errors: {
            generic: 'Oops, something went wrong, try again later',
            fetchFailed: 'Failed to fetch: %{status} %{text}',
            unusableOwnerType: 'Unusable owner type',
            noPortalSelected: 'No portal selected',
            insurerFilterWithAgency: 'The insurer list cannot combine a filter with an agency id',
            enrollmentIdInvalid: 'enrollment ID is invalid',
            unsupportedPaymentType: 'Unsupported payment type for agents',
            exportNotEnabled: 'Export feature is not enabled for this portal',
            eandoSubmitFailed: 'Failed to submit EAndO details',
            appQueueSubmitFailed: 'Failed to submit app queue submission',
        },
        // Part 2 §3 last bullet "Label-level fields in the text catalogue"; part 2 §9 (M stands for middle)
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
            soa: {
                methodOfContact: 'Method of contact',
                scopeOfAppointments: 'Scope of appointments',
                requestType: 'Request type',
            },
            statement: {
                netPayment: 'Net payment',
                total: 'Total',
                totalProcessed: 'Total processed',
            },
            contract: {
                statusActive: 'Active',
                statusTerminated: 'Terminated',
                statusPending: 'Pending',
                statusOnHold: 'On hold',
                terminationDate: 'Termination date',
                terminationReason: 'Termination reason',
                npn: 'NPN',
            },
            agency: {
                estimatedAgents: 'Estimated number of agents',
            },
            agent: {
                preferredLanguage: 'Preferred language',
            },
            file: {
                name: 'File name',
                sizeInBytes: 'Size (bytes)',
            },
            policy: {
                policyCount: 'Policy count',
                coverageLimits: 'Coverage limits',
            },
            person: {
                middleAbbreviation: 'M',
            },
        },
    },
    resources: {
        // RESOURCE-KEYS
        licenses: {
            name: 'License |||| Licenses',
            count: '%{smart_count} license |||| %{smart_count} licenses',
            fields: {
                StateProvince: 'State',
                LicenseNumber: 'License number',
                LicenseType: 'License type',
                IsResidentLicense: 'Resident license',
                ExpirationDate: 'Expiration date',
                file: 'License file (PDF)',
            },
            resident: 'Resident',
            nonResident: 'Non-resident',
            expired: 'Expired on %{date}',
            expires: 'Expires on %{date}',
            expiredBadge: 'Expired',
            expiringBadge: 'Expires soon',
            actions: {
                submit: 'Submit a license',
                files: 'Files',
                filesOf: 'Files of license %{number}',
                download: 'Download %{name}',
                chooseFile: 'Choose a PDF',
                send: 'Submit license',
                backToList: 'Back to licenses',
                submitAnother: 'Submit another license',
                close: 'Close',
            },
            files: {
                title: 'Files of the %{state} license %{number}',
                added: 'Added %{date}',
            },
            submission: {
                title: 'Submit a license',
                intro: 'Send a new or renewed license with its certificate as a PDF. Every field but the resident checkbox is required.',
                fileHelp: 'A PDF file of the license certificate.',
                noFile: 'No file chosen',
                chosen: 'Chosen file: %{name}',
            },
            success: {
                title: 'License submitted',
                message: 'Your license was submitted successfully and now appears among your licenses.',
            },
        },
        producers: {
            name: 'Producer |||| Producers',
            fields: {
                agent_name: 'Agent',
                insurer_name: 'Carrier',
                policy_types: 'Policy types',
                writing_number: 'Writing number',
                upline_agency: 'Upline agency',
                start_date: 'Start date',
                end_date: 'End date',
                rts: 'RTS %{year}',
                policy_count: 'Policies',
                name: 'Name',
                email: 'Email',
                npn: 'NPN',
                phone_numbers: 'Phone numbers',
            },
            list: { title: 'Producers', table: 'Producer contracts' },
            filters: {
                title: 'Filter producer contracts',
                status: 'Contract status',
                statuses: {
                    All: 'All',
                    Active: 'Active',
                    Pending: 'Pending',
                    RecentlyActivated: 'Recently activated',
                    Terminated: 'Terminated',
                },
                carrier: 'Carrier',
                allCarriers: 'All carriers',
                rtsCurrentYear: 'RTS this year (%{year})',
                rtsNextYear: 'RTS next year (%{year})',
                rtsHelp: 'Select the chosen value again to clear it.',
                rts: { All: 'All', Failed: 'Failed', NoCerts: 'No certifications', Rts: 'RTS' },
                agent: 'Agent',
                allAgents: 'All agents',
                agentId: 'Agent ID %{id}',
                noAgents: 'No matching agents',
                clear: 'Clear filters',
            },
            rts: { ready: 'Ready to sell', notReady: 'Not ready', none: 'No certifications' },
            export: {
                button: 'Export to Excel',
                pending: 'Exporting producer contracts...',
                success: 'Producer contracts exported successfully',
                error: 'Error exporting producer contracts',
            },
            detail: {
                title: 'Producer details',
                contact: 'Contact',
                licenses: 'Licenses',
                contracts: 'Contracts',
                addContracts: 'Add contracts',
                primary: 'Primary',
                noPhones: 'No phone numbers on file',
                notProvided: 'Not provided',
                phoneTypes: { Mobile: 'Mobile', Office: 'Office', Home: 'Home', Fax: 'Fax' },
            },
            licenses: {
                number: 'License number',
                type: 'License type',
                residency: 'Residency',
                resident: 'Resident license',
                nonResident: 'Non-resident license',
                expires: 'Expiration date',
                expired: 'Expired',
                expiringSoon: 'Expires within 6 months',
            },
        },
        contracts: {
            name: 'Contract |||| Contracts',
            fields: {
                Insurer: 'Carrier',
                MarketingLevel: 'Marketing level',
                PolicyTypes: 'Policy types',
                WritingNumber: 'Writing number',
                UplineAgency: 'Upline agency',
                dates: 'Dates',
                PolicyCount: 'Policy count',
            },
            insurerWithLevel: '%{insurer} (%{level})',
            dates: { since: 'Since %{start}', range: '%{start} to %{end}' },
            list: {
                title: 'Contracts',
                label: 'Contracts',
                count: '%{smart_count} contract |||| %{smart_count} contracts',
                filteredCount:
                    'Showing %{shown} of %{smart_count} contract |||| Showing %{shown} of %{smart_count} contracts',
            },
            filters: {
                title: 'Filter contracts',
                status: 'Contract status',
                carrier: 'Carrier name',
                carrierHelp: 'Filters the contracts shown as you type',
                statuses: {
                    Active: 'Active',
                    RecentlyActivated: 'Recent',
                    Pending: 'Pending',
                    Terminated: 'Terminated',
                },
            },
            actions: {
                addAgentContracts: 'Add agent contracts',
                requestAgentContracts: 'Request agent contracts',
                exportPolicies: 'Export policies',
                exportHierarchy: 'Export',
                exportHierarchyLabel: 'Export the hierarchy to Excel',
                copyLink: 'Copy link',
                downloadFile: 'Download %{name}',
                back: 'Back to contracts',
            },
            rts: {
                indicator: 'RTS %{year}: %{state}',
                ready: 'Ready to sell',
                notReady: 'Not ready to sell',
                none: 'No certifications',
                statuses: { RTS: 'Ready to sell (RTS)', Failed: 'Failed', Pending: 'Pending' },
            },
            detail: {
                title: 'Contract details',
                summary: 'Summary',
                files: 'Files',
                enrollmentLink: 'Enrollment link',
                enrollmentLinkHelp: 'Share this link with clients so they can enroll under this contract.',
                certifications: 'Certifications by plan year',
                planYear: 'Plan year %{year}',
                downlines: 'Downline agents',
                hierarchy: 'Hierarchy',
            },
            files: { details: '%{type} · added %{date}' },
            certifications: { policyType: 'Policy type', state: 'State', status: 'Status' },
            downlines: {
                AgentName: 'Agent',
                UplineAgency: 'Upline agency',
                WritingNumber: 'Writing number',
                StartDate: 'Start date',
                PolicyCount: 'Policies',
                noneFound: 'No downline agents found',
            },
            hierarchy: {
                label: 'Hierarchy of %{name}',
                agencies: '%{smart_count} agency |||| %{smart_count} agencies',
                agents: '%{smart_count} agent |||| %{smart_count} agents',
                inactive: 'Inactive',
                keyboardHelp:
                    'Use the arrow keys to move through the hierarchy: Right opens an agency, Left closes it.',
            },
        },
    },
} satisfies TranslationMessages;

export default en;
