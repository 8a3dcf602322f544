/**
 * The page's word that live updates are off (LIVE_EVENTS=off): the server adds this tag to
 * the HTML shell, and the browser then never opens the events stream.
 */
export const liveEventsOffMeta = '<meta name="live-events" content="off">';
export const liveEventsOffSelector = 'meta[name="live-events"][content="off"]';
