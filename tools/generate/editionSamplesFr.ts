/**
 * The French edition's sample headlines (see ./editionHeadlines.ts). Invented events,
 * places, firms, clubs and works, written for Maverick News; "Exemple :" marks each one, as
 * the interface's notice calls them "titres d'exemple". Fills that follow "de" start with a
 * consonant, so no elision is needed.
 */
import type { EditionSamples } from "./editionHeadlines.ts";

const regionTemplates = [
  "Les dirigeants de {x} s'accordent sur un plan pour étendre le rail régional",
  "Après les inondations, {x} se dote d'un système d'alerte précoce",
  "{x} accueille des pourparlers sur le partage de l'eau dans la région",
  "Les dockers de {x} reprennent le travail après une semaine de grève",
  "{x} inaugure la plus grande centrale solaire de son histoire",
  "La commission électorale de {x} publie le calendrier du scrutin",
];

export const frSamples: EditionSamples = {
  prefix: "Exemple : ",
  publishers: {
    radiohorizon: { name: "Radio Horizon (exemple)", country: "FR", kind: "public" },
    courrierdulac: { name: "Le Courrier du Lac (exemple)", country: "CA", kind: "private" },
    agencesahel: { name: "Agence Sahel (exemple)", country: "SN", kind: "agency" },
    gazettedescollines: {
      name: "La Gazette des Collines (exemple)",
      country: "BE",
      kind: "nonprofit",
    },
    echantillons: { name: "Rédaction d'exemple de Maverick", country: "CH", kind: "nonprofit" },
  },
  house: "echantillons",
  creators: ["Rédaction d'exemple", "Correspondant d'exemple", "Envoyée spéciale d'exemple"],
  describe: (category, fill) =>
    `Article d'exemple (${category}) sur ${fill}, fourni pour que le site fonctionne hors ligne. Le flux en direct le remplace.`,
  describeEvent: (category) =>
    `Article d'exemple (${category}) : un événement inventé que plusieurs médias d'exemple racontent avec leurs propres mots, fourni pour que le site fonctionne hors ligne. Le flux en direct le remplace.`,
  topics: {
    world: {
      category: "Monde",
      templates: regionTemplates,
      fills: [
        "Barvelle",
        "Port-Sidrac",
        "Quenoval",
        "Saint-Ornay",
        "Villemarée",
        "Pétronie",
        "Sablonce",
        "Dorvenne",
        "Caudrelac",
        "Mauribel",
      ],
      event: {
        slug: "fr-lormeval-crue",
        ageMinutes: 45,
        wordings: [
          ["radiohorizon", "La Sarve en crue inonde Lormeval après plusieurs jours de pluie"],
          ["courrierdulac", "Inondations à Lormeval : la Sarve en crue après des jours de pluie"],
          ["agencesahel", "Après plusieurs jours de pluie, la crue de la Sarve inonde Lormeval"],
          ["gazettedescollines", "Lormeval inondée par la crue de la Sarve après la pluie"],
        ],
      },
    },
    africa: {
      category: "Afrique",
      templates: [
        ...regionTemplates.slice(0, 5),
        "Face aux mauvaises récoltes, les ONG de {x} renforcent leur aide",
      ],
      fills: [
        "Nkoloma",
        "Tesséléo",
        "Mbarandou",
        "Kourissa",
        "Sanfouré",
        "Diamboké",
        "Toubalane",
        "Gorissé",
        "Ngaboula",
        "Bendiaro",
      ],
      event: {
        slug: "fr-koralou-pont",
        ageMinutes: 75,
        wordings: [
          ["agencesahel", "Koralou inaugure un pont sur le fleuve Domba entre deux provinces"],
          [
            "radiohorizon",
            "Le pont de Koralou sur le fleuve Domba ouvert à la circulation après trois ans de travaux",
          ],
          ["courrierdulac", "Koralou a enfin son pont sur le fleuve Domba"],
        ],
      },
    },
    america: {
      category: "Amériques",
      templates: [
        ...regionTemplates.slice(0, 5),
        "Le conseil municipal de {x} approuve un nouveau parc au bord du fleuve",
      ],
      fills: [
        "Rivière-aux-Grives",
        "Port-Monbrun",
        "Sainte-Aurélie-des-Monts",
        "Cap-Ardoise",
        "Lac-Sauvin",
        "Fort-Calvaire",
        "Pointe-aux-Merles",
        "Bois-Francœur",
        "Grand-Sorel",
        "Montreval",
      ],
    },
    asia: {
      category: "Asie",
      templates: regionTemplates,
      fills: [
        "Kemaroï",
        "Tanbalu",
        "Sorivan",
        "Phalangkor",
        "Nakasuri",
        "Battambé",
        "Kuvalan",
        "Lhotsari",
        "Mirapur",
        "Sungawé",
      ],
      event: {
        slug: "fr-soraku-typhon",
        ageMinutes: 110,
        wordings: [
          [
            "agencesahel",
            "Le typhon Mirei contraint 12 000 habitants de l'île de Soraku à évacuer",
          ],
          ["gazettedescollines", "Typhon Mirei : 12 000 habitants de l'île de Soraku évacués"],
          ["radiohorizon", "L'île de Soraku évacue 12 000 habitants à l'approche du typhon Mirei"],
        ],
      },
    },
    europe: {
      category: "Europe",
      templates: regionTemplates,
      fills: [
        "Valtornie",
        "Brézanie",
        "Morlavie",
        "Sternberg-la-Neuve",
        "Calmence",
        "Dunastrie",
        "Ferlande",
        "Gorvalie",
        "Pellèvre",
        "Sildanie",
      ],
    },
    middleeast: {
      category: "Moyen-Orient",
      templates: regionTemplates,
      fills: [
        "Qasr Mirane",
        "Wadi Tahrane",
        "Jebel Sirra",
        "Bandar Nouri",
        "Tell Hazma",
        "Ras Kafrane",
        "Zahrane",
        "Deir Salmane",
        "Kafr Bassoun",
        "Nahr Safrane",
      ],
    },
    technology: {
      category: "Technologie",
      templates: [
        "{x} mise sur des ordinateurs portables réparables",
        "Étiquetage des batteries : {x} doit revoir ses emballages",
        "{x} dévoile une puce deux fois plus sobre",
        "Une faille de sécurité pousse {x} à mettre à jour ses routeurs",
        "{x} ouvre un laboratoire consacré à l'accessibilité numérique",
      ],
      fills: [
        "Numérise",
        "Calvitech",
        "Opaline Systèmes",
        "Brisou",
        "Vertigel",
        "Logimonde",
        "Sémaphore Labs",
        "Pixelune",
        "Octavio Réseaux",
        "Ardoise Informatique",
      ],
      event: {
        slug: "fr-calinor-trottinettes",
        ageMinutes: 65,
        wordings: [
          [
            "courrierdulac",
            "Calinor rappelle 25 000 trottinettes électriques pour un défaut de freinage",
          ],
          [
            "gazettedescollines",
            "Défaut de freinage : Calinor rappelle 25 000 trottinettes électriques",
          ],
          [
            "radiohorizon",
            "Trottinettes électriques : Calinor en rappelle 25 000 pour un défaut de freinage",
          ],
        ],
      },
    },
    science: {
      category: "Sciences",
      templates: [
        "Une nouvelle espèce de grenouille découverte dans les forêts de {x}",
        "L'observatoire de {x} repère une pluie de météores inhabituelle",
        "Un an de mesures de la qualité de l'air à {x}",
        "À {x}, les zones humides se rétablissent plus vite que prévu",
        "Un hôpital de {x} teste une méthode pour réduire l'attente",
      ],
      fills: [
        "Vaulmoret",
        "Cressange",
        "Brévalon",
        "Landemer",
        "Saint-Orvin",
        "Pellecombe",
        "Ravenay",
        "Boustalet",
        "Marsigny-le-Haut",
        "Belvenne",
      ],
      event: {
        slug: "fr-pic-arvel-comete",
        ageMinutes: 210,
        wordings: [
          [
            "radiohorizon",
            "Des astronomes de l'observatoire du Pic d'Arvel découvrent une nouvelle comète",
          ],
          [
            "agencesahel",
            "Une nouvelle comète découverte par les astronomes de l'observatoire du Pic d'Arvel",
          ],
          [
            "courrierdulac",
            "L'observatoire du Pic d'Arvel découvre une comète en route vers le Soleil",
          ],
        ],
      },
    },
    business: {
      category: "Économie",
      templates: [
        "{x} recrute de nouveau après une année difficile",
        "{x} annonce un trimestre plus stable que prévu",
        "La hausse des coûts pousse {x} à revoir ses fournisseurs",
        "{x} lance sa boutique en ligne et double ses commandes",
        "De nouveaux investisseurs s'intéressent à {x}",
      ],
      fills: [
        "Lormel Biscuits",
        "Darbonne Textile",
        "Moulinet Cafés",
        "Vérac Mobilier",
        "Trois Cols Fromages",
        "Ballard Transports",
        "Sorlin Verre",
        "Kerbrat Navale",
        "Fondelle Papiers",
        "Malaurie Brasserie",
      ],
      event: {
        slug: "fr-vellane-dormont",
        ageMinutes: 150,
        wordings: [
          [
            "agencesahel",
            "Le groupe Vellane rachète les laiteries Dormont pour 900 millions d'euros",
          ],
          [
            "courrierdulac",
            "Les laiteries Dormont cédées au groupe Vellane pour 900 millions d'euros",
          ],
          [
            "gazettedescollines",
            "Le groupe Vellane s'offre les laiteries Dormont pour 900 millions d'euros",
          ],
        ],
      },
    },
    sport: {
      category: "Sport",
      templates: [
        "{x} arrache la victoire dans les dernières minutes",
        "{x} tient bon au terme d'une fin de match tendue",
        "L'entraîneur salue la rigueur des joueurs de {x}",
        "Les blessures compliquent la semaine de {x}",
        "{x} inaugure son nouveau centre d'entraînement",
      ],
      fills: [
        "Montclaret",
        "Ruffange",
        "Carlemont",
        "Vallory",
        "Pontbrune",
        "Kerfaoul",
        "Bastelle",
        "Tramonville",
        "Mirabeau-la-Plaine",
        "Sauvelade",
      ],
      event: {
        slug: "fr-coupe-deux-rives",
        ageMinutes: 100,
        wordings: [
          ["radiohorizon", "Brévanne remporte la Coupe des Deux-Rives face à Sorlac"],
          [
            "gazettedescollines",
            "Coupe des Deux-Rives : Brévanne s'impose face à Sorlac en finale",
          ],
          [
            "courrierdulac",
            "Brévanne soulève la Coupe des Deux-Rives après sa victoire face à Sorlac",
          ],
        ],
      },
    },
    culture: {
      category: "Culture",
      templates: [
        "Critique : {x}, une œuvre qui récompense la patience",
        "Dans les coulisses de {x}",
        "{x} divise la critique",
        "Pourquoi {x} attire un public plus jeune",
        "Les auteurs racontent la fabrication de {x}",
      ],
      fills: [
        "« Le Jardin des horloges »",
        "« Trois ports d'hiver »",
        "« Chanson pour Odile »",
        "« La Rive tranquille »",
        "« Fils de cuivre »",
        "« Personne ne dort à Cardelle »",
        "« La Carte des absents »",
        "« Les Lunes de Ferrant »",
        "« L'Été des cigognes »",
        "« Sel et cendre »",
      ],
    },
    politics: {
      category: "Politique",
      templates: [
        "Le parlement régional de {x} débat du financement des transports",
        "Un groupe transpartisan publie un rapport sur le logement dans la région de {x}",
        "Les électeurs de {x} placent le prix de l'énergie parmi leurs priorités",
        "Une commission de {x} se penche sur les listes d'attente à l'hôpital",
        "Les maires de {x} réclament un nouvel accord sur l'eau",
      ],
      fills: [
        "Valorgue",
        "Montesque",
        "Ribeauvert",
        "Castelbrune",
        "Lunerive",
        "Sauvenat",
        "Pradelin",
        "Morvaudier",
        "Tervanne",
        "Charmesac",
      ],
    },
  },
};
