import type en from './en';

/** Los textos de videos y noticias en español (`resources.videos`), con las mismas claves que en inglés. */
const videos: typeof en = {
    list: {
        title: 'Videos',
        count: '%{smart_count} video disponible |||| %{smart_count} videos disponibles',
        pages: 'Páginas de videos',
        previous: 'Página anterior',
        next: 'Página siguiente',
        position: 'Página %{page} de %{pages}',
        firstPage: 'Ir a la primera página',
    },
    video: {
        play: 'Reproducir %{title}',
        published: 'Publicado el %{date}',
    },
    player: {
        frameTitle: 'Reproductor de video: %{title}',
        watchOnYouTube: 'Ver en YouTube',
        close: 'Cerrar',
    },
    messages: {
        loadError: 'Error al cargar los videos',
        noneAvailable: 'No hay videos disponibles',
    },
    cards: {
        news: {
            title: 'Noticias',
            empty: 'No hay noticias disponibles',
            error: 'Error al cargar las noticias',
        },
        videos: {
            title: 'Videos',
            all: 'Ver todos los videos',
        },
    },
    opensInNewTab: '(se abre en una pestaña nueva)',
};

export default videos;
