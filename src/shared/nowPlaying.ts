/**
 * What `/public/api/stations/<station>/now` answers (issue 46): the station always, the
 * programme when its stream names one (ICY `StreamTitle`), as plain text.
 */
export interface NowPlaying {
  station: string;
  name: string;
  programme: string | null;
}
