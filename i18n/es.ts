import type { TranslationMessages } from 'react-admin';
import raSpanish from './ra-es';

/** Spanish catalogue: the same keys as en.ts (a test checks it). */
const es = {
    ...raSpanish,
    app: {
        // SHELL-KEYS (owned by the shell; keep this marker)
        name: 'Producer Hub',
        auth: { signIn: 'Iniciar sesión', signOut: 'Cerrar sesión' },
        header: { currentPortal: 'Portal actual: %{name}' },
        session: {
            expiredTitle: 'Su sesión ha caducado',
            expiredMessage:
                'Vuelva a iniciar sesión en una pestaña nueva. Lo que ha introducido en esta página se conserva: cuando haya iniciado sesión, regrese a esta pestaña e inténtelo de nuevo.',
            signInNewTab: 'Volver a iniciar sesión',
            signInNewTabLabel: 'Volver a iniciar sesión (se abre en una pestaña nueva)',
            backToPage: 'Volver a la página',
            signedInAgainTitle: 'Ha vuelto a iniciar sesión',
            signedInAgainMessage:
                'Puede cerrar esta pestaña, regresar a la página en la que estaba e intentarlo de nuevo.',
        },
        pagination: { label: 'Paginación' },
        menu: {
            label: 'Navegación principal',
            home: 'Inicio',
            contracts: 'Contratos',
            enrollments: 'Inscripciones',
            licenses: 'Licencias',
            readiness: 'Preparación',
            eAndOs: 'E&O',
            expiring: 'Vencimientos',
            renewals: 'Riesgo de renovación',
            scopes: 'SOA',
            reports: 'Informes',
            producers: 'Productores',
            statements: 'Estados de cuenta',
            helpRequests: 'Solicitudes de ayuda',
        },
        userMenu: {
            label: 'Cuenta',
            labelFor: '%{name} (menú de la cuenta)',
            signedInAs: 'Sesión iniciada como %{email}',
            switchPortal: 'Cambiar de portal',
            preferences: 'Preferencias',
            profile: 'Perfil',
        },
        quickLinks: {
            label: 'Enlaces rápidos',
            title: 'Enlaces rápidos',
            quotingTools: 'Herramientas de cotización de aseguradoras',
            resources: 'Más herramientas',
            tools: { connecture: 'Cotización en Connecture', sunfire: 'Cotización en Sunfire' },
            analytics: 'Analítica',
            certificationInfo: 'Información de certificación',
            trainingCalendar: 'Calendario de capacitación',
            newTab: '(se abre en una pestaña nueva)',
            loading: 'Cargando el enlace...',
            loadError: 'No se pudo cargar este enlace. Inténtelo más tarde.',
            unavailable: 'No disponible',
        },
        footer: {
            label: 'Pie de página',
            privacyPolicy: 'Política de privacidad',
            social: { facebook: 'Facebook', linkedin: 'LinkedIn', youtube: 'YouTube' },
            build: 'Versión %{version}',
        },
        portal: {
            title: 'Elija un portal',
            choose: 'Elegir un portal',
            current: 'Portal actual',
            lists: { agent: 'Agentes', agency: 'Agencias' },
            search: 'Buscar por nombre o id',
            typeToggle: 'Tipo de portal',
            results: '%{smart_count} portal mostrado |||| %{smart_count} portales mostrados',
            noPortalsHelp: '¿Por qué no tengo portales?',
        },
        status: {
            loginError: 'Problema al iniciar sesión',
            emailVerificationRequired: 'Se requiere verificar el correo electrónico',
            notAUser: 'No es usuario del portal',
            systemUnavailable: 'Sistema no disponible',
            tryAgain: 'Intentar de nuevo',
            pageNotLoaded: 'No se pudo cargar esta página',
            pageNotLoadedHelp:
                'Revise su conexión e inténtelo de nuevo. Si el portal se acaba de actualizar, al cargarlo de nuevo obtendrá la versión nueva.',
            unauthorized: 'Acceso denegado',
            unauthorizedIntro: 'Este portal no está entre los agentes y agencias para los que usted puede actuar.',
            unauthorizedType: {
                agent: 'No tiene permiso para acceder al agente solicitado.',
                agency: 'No tiene permiso para acceder a la agencia solicitada.',
            },
            noPortalSelected: 'Ningún portal seleccionado',
            producerNotFound: 'Productor no encontrado',
            backToProducers: 'Volver a productores',
            notFound: 'Página no encontrada',
            goHome: 'Ir a la página de inicio',
            forPortalType: {
                agent: 'Esta página es solo para portales de agente; el portal en el que trabaja es de una agencia.',
                agency: 'Esta página es solo para portales de agencia; el portal en el que trabaja es de un agente.',
            },
        },
        home: {
            title: 'Inicio',
        },
        preferences: {
            title: 'Preferencias',
            language: 'Idioma',
            languageHelp: 'El portal cambia de idioma al instante; su elección se recuerda en este dispositivo.',
        },
        languages: { en: 'English', es: 'Español' },
        /** The page shown when config.json, the deployment's settings file, is missing or wrong (src/startup). */
        configError: {
            title: 'El portal no puede iniciarse',
            network:
                'No se pudo cargar su archivo de configuración (config.json). Revise su conexión e inténtelo de nuevo.',
            missing: 'Su archivo de configuración (config.json) no se encontró en el servidor.',
            status: 'El servidor no entregó su archivo de configuración (config.json).',
            statusCode: 'El servidor respondió con el error %{status}.',
            unreadable: 'Su archivo de configuración (config.json) no se pudo leer: no es JSON válido.',
            invalid: 'Algunos ajustes de su archivo de configuración (config.json) no son válidos:',
            notAnObject: 'El archivo debe contener un único objeto JSON de ajustes, entre { }.',
            problem: '"%{key}": se esperaba %{expected}.',
            unknownKey: '"%{key}" no es un ajuste: revise cómo está escrito.',
            missingKey: 'Falta "%{key}": esta instalación debe indicar %{expected}.',
            expected: {
                text: 'un texto no vacío',
                baseUrl: 'una dirección http o https, o "" para este sitio',
                reportUrl: 'una ruta de este sitio, una dirección https, o "" para no enviar informes',
                url: 'una dirección http o https',
                httpsUrl: 'una dirección https',
                path: 'una ruta que empiece por /',
                headerName: 'un nombre de encabezado (letras, dígitos y -)',
                email: 'una dirección de correo electrónico',
                positiveNumber: 'un número mayor que 0',
                textList: 'una lista de textos entre [ ], al menos uno, ninguno vacío',
                boolean: 'true o false',
                group: 'un grupo de ajustes, entre { }',
            },
            whatToDo: 'Si el problema continúa, avise al equipo que administra el portal.',
            retry: 'Intentar de nuevo',
            retrying: 'Intentando de nuevo…',
        },
        demo: {
            toolbar: 'Demostración',
            signInTitle: 'Iniciar sesión en la demostración de Producer Hub',
            signInIntro: 'Esta demostración usa datos de ejemplo. Elija con qué usuario entrar y continúe.',
            scenario: 'Escenario de demostración',
            signIn: 'Iniciar sesión',
            apply: 'Aplicar escenario',
            reset: 'Restablecer datos de demostración',
            signOut: 'Cerrar sesión',
            close: 'Cerrar',
            faults: 'Fallos',
            faultRule: 'Regla de fallo',
            faultHelp: 'Elija una o escriba MÉTODO RUTA TIPO [once], p. ej. GET /t/states 500',
            addFault: 'Añadir fallo',
            clearFaults: 'Quitar los fallos',
            noFaults: 'Sin fallos: todas las llamadas responden con normalidad.',
            invalidFault: 'Esto no es una regla de fallo.',
            scenarios: {
                default: 'Usuario predeterminado: 2 agentes y 2 agencias',
                'many-portals': 'Usuario con 150 portales',
                'huge-portals': 'Usuario con 5.000 portales',
                'large-downline': 'Usuario predeterminado; una agencia con 200 productores',
                'large-book': 'Usuario predeterminado; Maria Lopez con 320 inscripciones que requieren un SOA',
                'no-portals': 'Usuario sin portales',
                'not-set-up': 'Usuario no configurado en el portal',
                'unverified-email': 'Usuario con correo no verificado',
                'api-down': 'La API no está disponible',
            },
        },
    },
    messages: {
        // The product's error catalogue. Status pages (a producer that is not found included):
        status: {
            somethingWentWrong: 'Algo salió mal. Inténtelo de nuevo más tarde.',
            loginError:
                'Ocurrió un error al iniciar sesión. Inténtelo de nuevo más tarde o comuníquese con su gerente de relaciones para obtener ayuda.',
            loginErrorType: 'Tipo de error: %{type}',
            loginErrorDescription: 'Descripción: %{description}',
            profileError: 'Ocurrió un error al cargar su perfil.',
            notAUser:
                'Su cuenta no está configurada para usar el Hub. Comuníquese con su gerente de relaciones para obtener ayuda.',
            unavailable: 'El Hub no está disponible en este momento.',
            notFound: 'No se pudo encontrar la página que busca.',
            unauthorized: 'No tiene permiso para acceder al portal solicitado:',
            goToDashboard: 'Ir al panel principal',
            agentDetailsUnavailable: 'No se pudieron obtener los detalles del agente.',
            emailVerificationRequired:
                'Verifique su dirección de correo electrónico antes de usar el Hub. Revise su bandeja de entrada para encontrar el correo de verificación y luego vuelva a iniciar sesión.',
            noPortalSelected:
                'No hay ningún portal de agente o agencia seleccionado. Seleccione un portal para continuar.',
            producerNotFound: 'No se pudo encontrar el productor que busca.',
        },
        // Portal selection: none found, too many to list
        portals: {
            noneFound: 'No se encontraron portales',
            tooManyResults: 'Hay demasiados resultados. Intente acotar la búsqueda escribiendo más texto en el filtro.',
            moreNotShown: 'Hay más resultados que no se pudieron mostrar.',
        },
        // The dashboard's recent enrollments card; the enrollments area's own texts are in resources/enrollments
        enrollments: {
            noRecent: 'No hay inscripciones recientes',
        },
        // Field validation messages
        validation: {
            ssnInvalid: 'El número de Seguro Social debe tener 9 dígitos',
            mbiInvalid: 'Ingrese un número de Medicare (MBI) válido',
            phoneInvalid: 'El teléfono debe tener el formato (###) ###-####',
            noFutureDate: 'La fecha no puede ser posterior a hoy',
            startAfterEnd: 'La fecha de inicio no puede ser posterior a la fecha de fin',
        },
        // Report toasts and failure
        reports: {
            generating: 'Generando informe...',
            success: 'El informe se generó correctamente',
            failed: 'No se pudo generar el informe',
        },
        // Dashboard panels: training calendar
        dashboard: {
            loadError: 'Error al cargar el panel principal',
            calendarUnavailable:
                'No se puede cargar el calendario de capacitación en este momento. Inténtelo de nuevo más tarde.',
        },
        // Profile submission toasts
        profile: {
            submitting: 'Enviando perfil...',
            submitFailed: 'No se pudo enviar el perfil',
        },
        // What a failed call shows when it has no words of its own
        errors: {
            generic: 'Lo sentimos, algo salió mal. Inténtelo de nuevo más tarde',
        },
        // Field labels of enrollments, SOAs and statements
        labels: {
            enrollment: {
                dateOfBirth: 'Fecha de nacimiento',
                medicareNumber: 'Número de Medicare (MBI)',
                medicaidNumber: 'Número de Medicaid',
                medicareADate: 'Fecha de Medicare Parte A',
                medicareBDate: 'Fecha de Medicare Parte B',
                ssn: 'Número de Seguro Social',
                phone: 'Teléfono',
                email: 'Correo electrónico',
                address: 'Dirección',
                planYear: 'Año del plan',
                appReceivedDate: 'Fecha de recepción de la solicitud',
                submissionTimestamp: 'Enviado el',
                lastUpdated: 'Última actualización',
                writingNumber: 'Número de productor',
                issuedBy: 'Emitido por',
            },
            statement: {
                total: 'Total',
            },
        },
    },
    // Words several areas share (RTS states, stored files, license labels, dropdown errors): one text each.
    common: {
        producer: {
            namesake: '%{name} (%{apart})',
            npn: 'NPN %{npn}',
            agentId: 'ID de agente %{id}',
        },
        // Beside a computed answer's headline when some of its sources did not answer (src/components/PartialAnswer.tsx).
        partial: {
            label: 'Respuesta parcial:',
            notKnown: 'Se desconoce',
        },
        pendingAge: {
            withLevel: '%{waited} · %{level}',
            waited: 'En espera desde hace %{smart_count} día |||| En espera desde hace %{smart_count} días',
            waitedSinceRequest:
                'En espera desde hace %{smart_count} día desde que envió la solicitud |||| En espera desde hace %{smart_count} días desde que envió la solicitud',
            aging: 'Más de una semana: conviene hacer seguimiento',
            overdue: 'Más de dos semanas: haga seguimiento ya',
            followUp: 'Para hacer seguimiento, comuníquese con %{name}',
            followUpTeam:
                'Para hacer seguimiento, comuníquese con %{name} (no tiene un gerente de relaciones asignado)',
            followUpError: 'Error al cargar su gerente de relaciones',
            followUpMeanwhile: 'Mientras tanto, para hacer seguimiento, comuníquese con %{name}',
        },
        soa: {
            statuses: {
                sent: 'Enviado',
                clientViewed: 'Visto por el cliente',
                clientSigned: 'Firmado por el cliente',
                agentViewed: 'Visto por el agente',
                completed: 'Completado',
                voided: 'Anulado',
            },
        },
        // The readiness rules' gaps, things to fix and where each is done (src/components/readinessFixes.tsx):
        // the readiness page and renewals at risk say them alike.
        readiness: {
            gaps: {
                noLicense: 'Sin licencia en %{state}',
                licenseExpired: 'La licencia venció el %{date}',
                licenseExpiresBeforePlanYear: 'La licencia vence el %{date}, antes de que empiece %{year}',
                licenseExpiresBeforeRenewal: 'La licencia vence el %{date}, antes de la renovación del %{renewal}',
                licenseExpiryUnknown: 'Fecha de vencimiento de la licencia desconocida',
                noContract: 'Sin contrato',
                contractPending: 'Contrato pendiente',
                contractTerminated: 'Contrato terminado',
                noCertification: 'Sin certificación RTS para %{year}',
                certificationFailed: 'Certificación fallida para %{year}',
                certificationPending: 'Certificación pendiente para %{year}',
                certificationNotRts: 'No está listo para vender en %{year} (el proveedor indica «%{status}»)',
            },
            fixes: {
                submitLicense: 'Enviar una licencia',
                requestContract: 'Solicitar un contrato',
                openContract: 'Abrir el contrato',
                openContracts: 'Abrir los contratos',
                producerContracts: 'Ver los contratos del productor',
                submitEAndO: 'Enviar un E&O',
                producerOnly: 'la envía el productor',
            },
            thing: {
                license: '%{state}: %{reason}',
                contract: '%{carrier}: %{reason}',
                noContractFor: 'sin contrato para %{types}',
                contractTerminated: 'contrato terminado',
                certification: '%{carrier}: %{reason}',
                pendingContract: '%{carrier}: contrato pendiente',
                carrierTypes: '%{carrier} (%{types})',
            },
        },
        rts: {
            indicator: 'RTS %{year}: %{state}',
            ready: 'Listo para vender',
            notReady: 'No está listo para vender',
            none: 'Sin certificaciones',
            contractPending: 'No está listo: el contrato está pendiente',
            contractTerminated: 'No está listo: el contrato está terminado',
            statuses: {
                RTS: 'Listo para vender (RTS)',
                Failed: 'No aprobada',
                Pending: 'Pendiente',
            },
        },
        files: {
            noneFound: 'No se encontraron archivos',
            downloadPending: 'Descargando archivo...',
            downloadSuccess: 'El archivo se descargó correctamente',
            downloadError: 'Error al descargar el archivo. Inténtelo de nuevo más tarde.',
            download: 'Descargar %{name}',
            details: '%{type} · agregado el %{date}',
        },
        dictionaries: {
            countiesError: 'Error al cargar los condados',
            agentsError: 'Error al cargar los agentes',
            insurersError: 'Error al cargar las aseguradoras',
            policyTypesError: 'Error al cargar los tipos de póliza',
            productsError: 'Error al cargar los productos',
            statesError: 'Error al cargar los estados',
            licenseTypesError: 'Error al cargar los tipos de licencia',
            hierarchyError: 'Error al cargar la jerarquía',
            countiesEmpty: 'No hay condados disponibles',
            agentsEmpty: 'No hay agentes disponibles',
            insurersEmpty: 'No hay aseguradoras disponibles',
            policyTypesEmpty: 'No hay tipos de póliza disponibles',
            productsEmpty: 'No hay productos disponibles',
            statesEmpty: 'No hay estados disponibles',
            licenseTypesEmpty: 'No hay tipos de licencia disponibles',
        },
        license: {
            fields: {
                StateProvince: 'Estado',
                LicenseNumber: 'Número de licencia',
                LicenseType: 'Tipo de licencia',
                IsResidentLicense: 'Licencia de residente',
                ExpirationDate: 'Fecha de vencimiento',
            },
            resident: 'Residente',
            nonResident: 'No residente',
            expired: 'Venció el %{date}',
            expires: 'Vence el %{date}',
            expiredBadge: 'Vencida',
            noneFound: 'No se encontraron licencias',
            files: 'Archivos',
            filesOf: 'Archivos de la licencia %{number}',
            expiringBadge: 'Vence pronto',
        },
        // Amounts in USD (src/components/Money): a ledger's sign and its name for screen readers.
        money: {
            credit: '+%{amount}',
            debit: '−%{amount}',
            zero: '%{amount}',
            creditLabel: ' (abono)',
            debitLabel: ' (cargo)',
        },
        list: {
            sortBy: 'Ordenar por',
            ascending: '%{field}, ascendente',
            descending: '%{field}, descendente',
            rowsPerPage: 'Filas por página',
            pages: 'Páginas de %{table}',
        },
        actions: {
            close: 'Cerrar',
        },
        forms: {
            chooseFile: 'Elegir un PDF',
            noFile: 'Ningún archivo elegido',
            chosen: 'Archivo elegido: %{name}',
            fileTooLarge: 'El archivo supera los %{size} MB. Elija un archivo más pequeño.',
            yearOutOfRange: 'Ingrese una fecha con un año entre 1000 y 9999',
            noChoices: 'No hay opciones disponibles',
            chooseFiles: 'Elegir archivos PDF',
            noFiles: 'No se eligió ningún archivo',
            chosenFiles: 'Archivos elegidos',
            removeFile: 'Quitar %{name}',
            pdfFile: 'PDF',
            notPdfFile: 'Archivo no válido: solo se aceptan archivos PDF',
            pdfMisnamed:
                '%{name} es un PDF, pero su nombre no termina en .pdf. Cámbiele el nombre a .pdf y vuelva a elegirlo.',
            pdfNameDisagrees: 'Archivo no válido: su nombre y su contenido no coinciden',
            amount: {
                format: 'Ingrese un importe en dólares estadounidenses con cifras, como 1000000 o 1,000,000.50',
                decimals: 'Ingrese como máximo 2 decimales (centavos)',
                tooLarge: 'Ingrese un importe de como máximo 999,999,999,999.99 dólares estadounidenses',
                notPositive: 'Ingrese un importe en dólares estadounidenses mayor que 0',
            },
            pastDate: {
                warning: 'El %{date} ya pasó. ¿Es la fecha correcta?',
                confirm: 'Sí, la fecha es correcta',
                unconfirmed: 'Esta fecha ya pasó: confírmela abajo o corríjala',
            },
            fileOverLimit: 'Supera los %{size} MB',
            filesTooLarge:
                'Juntos, los archivos superan los %{size} MB, lo máximo que puede enviar un envío. Quite alguno o elija archivos más pequeños.',
            fileInSetTooLarge: 'Un archivo supera los %{size} MB. Quítelo o elija uno más pequeño.',
            uploadTooLarge:
                'El archivo es demasiado grande para el servidor. Elija un archivo más pequeño y envíelo de nuevo.',
            requestTooLarge:
                'La solicitud es demasiado grande para el servidor. Acorte el texto más largo y envíela de nuevo.',
        },
        // Values the API sends in English, as the portal words them; a value not listed here shows as sent.
        apiValues: {
            enrollmentStatus: {
                submitted: 'Enviada',
                inReview: 'En revisión',
                pendingInformation: 'Pendiente de información',
                approved: 'Aprobada',
                enrolled: 'Inscrita',
            },
            terminationReason: {
                voluntary: 'Baja voluntaria',
                movedOut: 'Se mudó fuera del área de servicio',
                nonPayment: 'Falta de pago de la prima',
                switchedPlans: 'Cambio de plan',
                deceased: 'Fallecimiento',
                carrierTerminated: 'Terminada por la aseguradora',
            },
            licenseType: {
                life: 'Vida',
                accidentHealth: 'Accidentes y salud',
                lifeAccidentHealth: 'Vida, accidentes y salud',
                propertyCasualty: 'Propiedad y accidentes',
            },
            fileType: {
                eAndOCertificate: 'Certificado de E&O',
                application: 'Solicitud',
                endorsement: 'Endoso',
                declarationsPage: 'Página de declaraciones',
                licenseCertificate: 'Certificado de licencia',
                renewalNotice: 'Aviso de renovación',
                contractAgreement: 'Acuerdo de contrato',
                commissionSchedule: 'Tabla de comisiones',
                appointmentConfirmation: 'Confirmación de nombramiento',
                certification: 'Certificación',
            },
            helpRequestType: {
                contracting: 'Contratación',
                agentService: 'Servicio al agente',
                commissionInquiry: 'Consulta de comisiones',
                compliance: 'Cumplimiento normativo',
                licensing: 'Licencias',
                marketingMaterials: 'Materiales de marketing',
            },
        },
        monthWindow: {
            corrected:
                'Los meses de la dirección estaban fuera del rango permitido o no se podían leer, así que la página muestra de %{from} a %{to}.',
        },
    },
} satisfies TranslationMessages;

export default es;
