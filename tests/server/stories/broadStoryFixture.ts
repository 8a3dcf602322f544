/**
 * One broad story, an invented console's launch, in twelve publishers' wordings: a subject
 * (see groupStories), whose reports mostly share the name and one word, too little for the
 * rules, which make 10 stories of them; grouping shows one.
 */
export const launchHeadlines = [
  "Orlanda console goes on sale worldwide",
  "Queues form as Orlanda console launches",
  "Orlanda launch: stores sell out within hours",
  "Orlanda review: a console worth the wait",
  "Orlanda sales beat forecasts on launch day",
  "Orlanda shortages frustrate buyers",
  "Orlanda maker shares jump after console launch",
  "Orlanda console sells out in Tokyo",
  "Orlanda launch day in pictures",
  "Is the Orlanda console worth buying?",
  "Orlanda launch marred by website crash",
  "Resellers push Orlanda prices above retail",
];
