/**
 * The publishers of realHeadlines.test.ts, their items with descriptions (a real feed's
 * shape), each labelled with the event it reports. Every event, quote and person in it is
 * invented.
 */
export interface Item {
  /** Which event it reports (what the test expects), never sent. */
  event: string;
  title: string;
  description: string;
  path: string;
  hours: number;
}

export const publishers: Record<string, Item[]> = {
  "northgazette.example": [
    {
      event: "flood",
      title: "Valencia floods: thousands evacuated as rivers burst their banks",
      description:
        "Emergency services in Valencia moved more than 4,000 people from low-lying districts overnight after the Turia and Magro rivers rose sharply following two days of torrential rain.",
      path: "/valencia-floods",
      hours: 9,
    },
    {
      event: "flood",
      title: "Valencia floods: death toll rises to three as thousands remain evacuated",
      description:
        "Regional officials in Valencia said three people had died in the floods and about 4,000 were still out of their homes as the Turia and Magro rivers began to fall.",
      path: "/valencia-toll",
      hours: 2,
    },
    {
      event: "valencia-metro",
      title: "Valencia approves new metro line to the port",
      description:
        "The Valencia city council voted to build a 9 km metro line linking the centre with the port, to open in 2031.",
      path: "/valencia-metro",
      hours: 7,
    },
  ],
  "harborherald.example": [
    {
      event: "flood",
      title: "Thousands evacuated in Valencia after rivers burst banks",
      description:
        "Torrential rain sent the Turia and Magro rivers over their banks, and Spain's emergency unit said about 4,000 residents of the Valencia region had left their homes.",
      path: "/evacuated",
      hours: 8,
    },
    {
      event: "bavaria",
      title: "Floods in Bavaria: thousands evacuated as the Danube rises",
      description:
        "German authorities evacuated about 3,000 people in Passau and Regensburg as the Danube reached its highest level in a decade.",
      path: "/bavaria",
      hours: 8,
    },
  ],
  "meridianpost.example": [
    {
      event: "flood",
      title: "Floods in Valencia force thousands to evacuate their homes",
      description:
        "More than 4,000 people left their homes in the Valencia region as the Turia burst its banks after torrential rain, emergency services said.",
      path: "/floods-force",
      hours: 7,
    },
    {
      event: "iberica-profit",
      title: "Iberica Energia profit rises 18% on strong power prices",
      description:
        "The Spanish utility Iberica Energia reported an 18% rise in first-half profit, helped by higher electricity prices in Spain and Portugal.",
      path: "/iberica-profit",
      hours: 6,
    },
  ],
  "civicwire.example": [
    {
      event: "flood",
      title: "Valencia flooding: rivers burst banks and thousands are evacuated",
      description:
        "The Turia and Magro rivers overflowed after two days of torrential rain, and some 4,000 people in the Valencia region were moved to safety.",
      path: "/valencia-flooding",
      hours: 6,
    },
    {
      event: "bavaria",
      title: "Danube floods force evacuations in Passau",
      description:
        "About 3,000 residents of Passau and Regensburg in Bavaria were evacuated as the Danube burst its banks.",
      path: "/passau",
      hours: 7,
    },
  ],
  "lanterndaily.example": [
    {
      event: "iberica-wind",
      title: "Iberica Energia to build Spain's largest offshore wind farm",
      description:
        "Iberica Energia will invest 2.4 billion euros in a wind farm off the coast of Galicia, the Spanish utility said.",
      path: "/iberica-wind",
      hours: 5,
    },
    {
      event: "iberica-profit",
      title: "Higher power prices lift Iberica Energia's half-year earnings",
      description:
        "Iberica Energia said first-half profit rose 18%, as electricity prices in Spain and Portugal stayed high.",
      path: "/iberica-earnings",
      hours: 5,
    },
  ],
  "ridgetimes.example": [
    {
      event: "valencia-football",
      title: "Valencia sack coach after derby defeat",
      description:
        "Valencia dismissed their coach on Sunday, a day after a 3-0 defeat in the city derby left the club in the relegation zone.",
      path: "/valencia-coach",
      hours: 4,
    },
  ],
};
