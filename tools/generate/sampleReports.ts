/**
 * What each sample publisher's report of a shared sample event says (issue 50): several
 * sentences in its own words, so that offline the day's briefing (/today) has reports that
 * agree on what happened and differ in the details, and can quote the sentences most of
 * them agree on. Keyed by the event's slug (./sampleEvents.ts, ./editionSamples*.ts), then
 * by the publisher's key. Every place, person, team and company is invented, like the
 * headlines. An event or publisher missing here keeps the generic sample description.
 */
export const sampleReports: Record<string, Record<string, string>> = {
  "meridale-flood": {
    northdesk:
      "The River Tesk burst its banks in Meridale on Sunday morning after four days of heavy rain. Water reached the ground floors of about 300 homes in the old town. Emergency crews moved 1,200 residents to the Meridale sports hall overnight.",
    harbourline:
      "Heavy rain has pushed the River Tesk over its banks and into the streets of Meridale. About 300 homes in the old town were flooded, officials said. The regional weather office expects more rain before Tuesday.",
    ridgepost:
      "Meridale is under water after the River Tesk overflowed following days of heavy rain. Rescue boats carried elderly residents from flooded homes near the market square. Schools in the town will stay closed on Monday.",
    civicdaily:
      "Streets in Meridale were flooded on Sunday when the River Tesk burst its banks after days of heavy rain. Emergency crews moved 1,200 residents to a sports hall as the water rose. Volunteers are filling sandbags along the river path.",
  },
  "vossberg-rail-link": {
    lanternwire:
      "A new cross-border rail link between Vossberg and Lenhaven opened to passengers on Saturday. The line cuts the journey between the two cities from three hours to 70 minutes. Twelve trains a day will run in each direction.",
    northdesk:
      "The rail link between Vossberg and Lenhaven is open, and the first passengers crossed the border by train on Saturday morning. The journey now takes 70 minutes instead of three hours by road. Tickets sold out for the opening weekend.",
    civicdaily:
      "Passengers rode the first trains on the new Vossberg to Lenhaven line on Saturday. The project took six years and was paid for by both cities. Commuter groups say the fares are higher than they had hoped.",
  },
  "carrow-bay-water-deal": {
    harbourline:
      "Leaders at the Carrow Bay summit agreed a 20-year deal on sharing the water of the Carrow basin. Each side will receive a fixed share of the river's flow in dry years. A joint commission will measure the flow every month.",
    ridgepost:
      "A 20-year water-sharing deal was reached at the Carrow Bay summit on Friday night. The agreement sets a fixed share of the river's flow for each side in dry years. Farmers' groups welcomed the deal but asked for details on irrigation.",
    lanternwire:
      "The Carrow Bay summit ended with a 20-year agreement on sharing water from the Carrow basin. Talks had stalled twice over the past year. The deal must now be approved by both parliaments.",
  },
  "eastfield-cup-final": {
    ridgepost:
      "Eastfield Rovers won the Harbour Cup final on Saturday, beating Tolland Town 2-1. Mara Ellison scored the winning goal in the 88th minute. It is the club's first trophy in 14 years.",
    northdesk:
      "Eastfield Rovers beat Tolland Town 2-1 to lift the Harbour Cup. A late goal from Mara Ellison settled the final in front of 31,000 fans. Tolland had led at half-time.",
    civicdaily:
      "Eastfield Rovers lifted the Harbour Cup after a 2-1 win over Tolland Town in the final. Tolland took the lead before half-time, but Eastfield came back in the second half. Thousands of fans are expected at the homecoming parade on Sunday.",
  },
  "brightwell-norgate-deal": {
    civicdaily:
      "Brightwell Foods has agreed to buy Norgate Dairies for 1.2 billion. The deal gives Brightwell the largest milk processor in the region. Norgate's 2,400 workers will keep their jobs for at least two years, the companies said.",
    harbourline:
      "Norgate Dairies is being sold to Brightwell Foods in a deal worth 1.2 billion. Norgate's board recommended the offer to shareholders on Monday. The competition regulator will review the takeover.",
    lanternwire:
      "Brightwell Foods will buy Norgate Dairies for 1.2 billion, the two companies announced on Monday. The takeover makes Brightwell the region's largest milk processor. Dairy farmers asked for guarantees on the prices they are paid.",
  },
  "kelso-comet": {
    northdesk:
      "Astronomers at Kelso Observatory have spotted a new comet heading towards the inner planets. The comet was found in images taken on Thursday night. It should be visible through binoculars in late spring.",
    lanternwire:
      "A new comet has been discovered by astronomers at Kelso Observatory. It is heading into the inner solar system and will pass closest to the Sun in May. The observatory has asked amateur astronomers to send in their images.",
    ridgepost:
      "Kelso Observatory astronomers have spotted a new comet in images taken on Thursday night. The comet will pass closest to the Sun in May. It is the observatory's third discovery this year.",
  },
  "lumora-battery-recall": {
    harbourline:
      "Lumora is recalling 40,000 e-bike batteries because they can overheat while charging. Owners should stop using the batteries and contact a dealer for a free replacement. The company said it knew of six fires and no injuries.",
    civicdaily:
      "Lumora has recalled 40,000 e-bike batteries over a risk of overheating. The company said six batteries caught fire while charging, and no one was hurt. Replacements will be free of charge.",
    northdesk:
      "The Lumora recall covers 40,000 e-bike battery packs made last year. The packs can overheat while charging, the company said. Owners can check their serial number on Lumora's website.",
  },
  "fr-lormeval-crue": {
    radiohorizon:
      "La Sarve est sortie de son lit à Lormeval dimanche après plusieurs jours de pluie. Environ 250 maisons du centre-ville ont été inondées. Les pompiers ont évacué 900 habitants vers le gymnase municipal.",
    courrierdulac:
      "Après des jours de pluie, la Sarve en crue a inondé les rues de Lormeval. Environ 250 maisons ont été touchées, selon la préfecture. Météo prévoit encore de fortes pluies jusqu'à mardi.",
    agencesahel:
      "La crue de la Sarve a inondé Lormeval dimanche, après plusieurs jours de fortes pluies. Les pompiers ont évacué 900 habitants vers le gymnase municipal. Les écoles resteront fermées lundi.",
    gazettedescollines:
      "Lormeval a été inondée par la crue de la Sarve après plusieurs jours de pluie. Des bénévoles remplissent des sacs de sable le long des quais. Les commerçants du centre-ville comptent déjà les dégâts.",
  },
  "fr-koralou-pont": {
    agencesahel:
      "Koralou a inauguré samedi un pont sur le fleuve Domba qui relie deux provinces. Le trajet entre les deux rives passe de deux heures en bac à dix minutes. Les travaux ont duré trois ans.",
    radiohorizon:
      "Le pont de Koralou sur le fleuve Domba est ouvert à la circulation après trois ans de travaux. Le trajet entre les deux rives ne prend plus que dix minutes. Les camions devront attendre l'été pour l'emprunter.",
    courrierdulac:
      "Koralou a enfin son pont sur le fleuve Domba, inauguré samedi devant des milliers d'habitants. Les passeurs du bac craignent pour leur travail. Le pont relie deux provinces jusque-là séparées par le fleuve.",
  },
  "fr-soraku-typhon": {
    agencesahel:
      "Le typhon Mirei a contraint 12 000 habitants de l'île de Soraku à évacuer dimanche. Des vents de plus de 150 km/h sont attendus dans la nuit. Le port et l'aéroport de l'île sont fermés.",
    gazettedescollines:
      "Quelque 12 000 habitants de l'île de Soraku ont été évacués avant l'arrivée du typhon Mirei. Les autorités ont ouvert quarante abris sur l'île. Le typhon doit toucher la côte dans la nuit.",
    radiohorizon:
      "L'île de Soraku a évacué 12 000 habitants à l'approche du typhon Mirei. Des vents de plus de 150 km/h sont attendus dans la nuit. Les pêcheurs ont mis leurs bateaux à l'abri dès samedi.",
  },
  "fr-calinor-trottinettes": {
    courrierdulac:
      "Calinor rappelle 25 000 trottinettes électriques en raison d'un défaut de freinage. Le frein arrière peut lâcher après un choc, selon le fabricant. Les propriétaires peuvent faire réparer leur trottinette gratuitement.",
    gazettedescollines:
      "Calinor a annoncé le rappel de 25 000 trottinettes électriques pour un défaut de freinage. Le fabricant dit avoir reçu trente signalements de chutes légères. La réparation sera gratuite.",
    radiohorizon:
      "Le fabricant Calinor rappelle 25 000 trottinettes électriques vendues l'an dernier. Le frein arrière peut lâcher après un choc. Le numéro de série à vérifier figure sous le guidon.",
  },
  "fr-pic-arvel-comete": {
    radiohorizon:
      "Des astronomes de l'observatoire du Pic d'Arvel ont découvert une nouvelle comète. Elle a été repérée sur des images prises jeudi soir. Elle pourrait être visible aux jumelles au printemps.",
    agencesahel:
      "Une nouvelle comète a été découverte par les astronomes de l'observatoire du Pic d'Arvel. Elle passera au plus près du Soleil en mai. L'observatoire invite les amateurs à envoyer leurs images.",
    courrierdulac:
      "L'observatoire du Pic d'Arvel a découvert une comète en route vers le Soleil. Elle passera au plus près du Soleil en mai. C'est la troisième découverte de l'observatoire cette année.",
  },
  "fr-vellane-dormont": {
    agencesahel:
      "Le groupe Vellane rachète les laiteries Dormont pour 900 millions d'euros. L'opération fait de Vellane le premier transformateur de lait de la région. Les 1 800 salariés de Dormont conservent leur emploi pendant deux ans.",
    courrierdulac:
      "Les laiteries Dormont sont cédées au groupe Vellane pour 900 millions d'euros. Le conseil de Dormont a recommandé l'offre lundi. L'autorité de la concurrence doit examiner le rachat.",
    gazettedescollines:
      "Le groupe Vellane s'offre les laiteries Dormont pour 900 millions d'euros. Les éleveurs demandent des garanties sur le prix du lait. Le rachat fait de Vellane le premier transformateur de lait de la région.",
  },
  "fr-coupe-deux-rives": {
    radiohorizon:
      "Brévanne a remporté samedi la Coupe des Deux-Rives en battant Sorlac 2-1 en finale. Le but de la victoire est tombé à la 87e minute. C'est le premier trophée du club depuis douze ans.",
    gazettedescollines:
      "Brévanne s'est imposé 2-1 face à Sorlac en finale de la Coupe des Deux-Rives. Sorlac menait à la mi-temps. Plus de 20 000 supporters ont assisté au match.",
    courrierdulac:
      "Brévanne a soulevé la Coupe des Deux-Rives après sa victoire 2-1 face à Sorlac. Mené à la pause, le club est revenu en seconde période. Une fête est prévue dimanche sur la place de la mairie.",
  },
};

/** A sample publisher's report of an event, in its own words; undefined: none written. */
export function sampleReportOf(slug: string, publisher: string): string | undefined {
  return sampleReports[slug]?.[publisher];
}
