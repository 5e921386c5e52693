import { everyLesson } from "./lessons.ts";
import type { Lesson, Link, Phase, Unit } from "./schema.ts";

/**
 * Every outside page the resource maps link to, each once: which provider column it belongs in, whether it is one
 * specific page (a named video, simulation or textbook section) or a provider's collection (a playlist, a catalogue,
 * a chapter), its title exactly as the provider gives it, and its address. Resource-map rows name entries by key
 * (video(), interactive(), textbook() in resources.ts), so a typo or a link from the wrong provider fails the
 * typecheck, and outsideLinkList() derives the published list of links with the units that use them.
 *
 * Each entry's comment says where its address and title were confirmed (`confirmed` names how), and
 * `npm run links:check` reads them again from the providers (scripts/lib/link-check.ts). Where no specific page
 * could be confirmed, a row uses the provider's collection instead, marked `kind: "collection"` and labelled on
 * the page.
 */

export type OutsideProvider = "video" | "interactive" | "textbook";
export type OutsideLinkKind = "specific" | "collection";

export interface OutsideLinkEntry {
  provider: OutsideProvider;
  kind: OutsideLinkKind;
  /** The title as the provider gives it (a YouTube video's title, a BioInteractive page's heading, a book section). */
  title: string;
  url: string;
  /** How its address and title were confirmed (issue 29, links): see `ConfirmedBy`. */
  confirmed: ConfirmedBy;
  /** What a teacher should know before using it (its series, an archived page). */
  note?: string;
}

/**
 * How a catalogue entry was confirmed: the provider's own page was read ("provider page"); the video's metadata as
 * the channel publishes it, through a mirror of YouTube's ("channel metadata"); independent pages link this address
 * with this title but the provider's page itself was not read ("linked by outside pages"); the title is the
 * provider's book data and the address follows the book's address rule, with no outside page linking it ("book
 * rule"); or the entry is a provider's collection page ("collection").
 */
export type ConfirmedBy = "provider page" | "channel metadata" | "linked by outside pages" | "book rule" | "collection";

/** The hosts each provider's links may point to; every catalogue address must be https on one of them. */
const outsideHosts: Record<OutsideProvider, readonly string[]> = {
  video: ["youtube.com", "www.youtube.com"],
  interactive: ["www.biointeractive.org"],
  textbook: ["openstax.org"],
};

/**
 * The OpenStax books textbook entries may open, by the path their section pages live under. A textbook link is
 * labelled with its own book (on the page, in documents and in the published list), read from its address.
 */
export const openstaxBooks = [
  { name: "OpenStax Biology 2e", pages: "/books/biology-2e/pages/" },
  { name: "OpenStax Biology for AP® Courses", pages: "/books/biology-ap-courses/pages/" },
] as const;

/** The OpenStax book an address opens, or undefined for an address in none of them. */
export function openstaxBook(url: string): (typeof openstaxBooks)[number] | undefined {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return undefined;
  }
  return openstaxBooks.find((book) => path.startsWith(book.pages));
}

export const outsideLinks = {
  // ─── Video: Crash Course Biology (2023-2024 series with Dr. Sammy Ramsey, made with HHMI BioInteractive; 2012
  // series with Hank Green) and two episodes of Crash Course Ecology (2012), Hank Green's continuation of the 2012
  // Biology series on the same channel. Video ids and titles as listed on nerdfighteria.info/v/<id> (a mirror of
  // the CrashCourse channel's metadata) unless the comment says otherwise.

  // The 2023 series' playlist, linked from every episode's description ("Check out our Biology playlist here").
  "cc-biology-playlist": {
    provider: "video",
    kind: "collection",
    confirmed: "collection",
    title: "Crash Course Biology",
    url: "https://www.youtube.com/playlist?list=PL8dPuuaLjXtPW_ofbxdHNciuLoTRLPMgB",
    note: "The YouTube playlist of the 2023-2024 series; for days no single episode fits.",
  },
  // nerdfighteria.info/v/xOLcZMw0hd4 (uploaded 2023-06-13).
  "cc-scientific-method": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "The Scientific Method: Crash Course Biology #2",
    url: "https://www.youtube.com/watch?v=xOLcZMw0hd4",
  },
  // nerdfighteria.info/v/rgZhDoPgzK8 (uploaded 2023-06-27).
  "cc-what-biologists-do": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "What Biologists Do: Crash Course Biology #3",
    url: "https://www.youtube.com/watch?v=rgZhDoPgzK8",
  },
  // nerdfighteria.info/v/aO3Yp45zmw8 (uploaded 2023-07-18; the title as last synced, December 2024).
  "cc-intro-to-ecology": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "Intro to Ecology: Why Did All These Elephants Die?: Crash Course Biology #5",
    url: "https://www.youtube.com/watch?v=aO3Yp45zmw8",
  },
  // nerdfighteria.info/v/yGYnwMSflBU (uploaded 2023-08-01; the title as last synced, November 2024).
  "cc-community-ecology": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "Community Ecology: Interspecies Interactions: Crash Course Biology #6",
    url: "https://www.youtube.com/watch?v=yGYnwMSflBU",
  },
  // nerdfighteria.info/v/IALw687nswo (uploaded 2023-08-29): conservation biology, human impact, environmental
  // injustices, restoration ecology.
  "cc-sixth-mass-extinction": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "Are We in the Middle of Earth's Sixth Mass Extinction: Crash Course Biology #10",
    url: "https://www.youtube.com/watch?v=IALw687nswo",
  },
  // nerdfighteria.info/v/9PFhrpyWV-w (uploaded 2022-12-07): the first episode of Crash Course Climate & Energy.
  "cc-what-is-climate-change": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "What is Climate Change?: Crash Course Climate & Energy #1",
    url: "https://www.youtube.com/watch?v=9PFhrpyWV-w",
    note: "Crash Course Climate & Energy (2022), not the Biology series.",
  },
  // nerdfighteria.info/v/Kaeyr5-O2eU (uploaded 2013-01-22); also on Khan Academy's Crash Course Ecology page.
  "cc-ecology-conservation-restoration": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "Conservation and Restoration Ecology: Crash Course Ecology #12",
    url: "https://www.youtube.com/watch?v=Kaeyr5-O2eU",
    note: "Crash Course Ecology (2012), the continuation of the 2012 Crash Course Biology series.",
  },
  // nerdfighteria.info/v/v6ubvEJ3KGM (uploaded 2012-12-18).
  "cc-ecology-ecosystem-ecology": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "Ecosystem Ecology: Links in the Chain - Crash Course Ecology #7",
    url: "https://www.youtube.com/watch?v=v6ubvEJ3KGM",
    note: "Crash Course Ecology (2012), the continuation of the 2012 Crash Course Biology series.",
  },
  // nerdfighteria.info/v/FY_ZUEKWhBc (uploaded 2019-02-28): selective breeding, DNA-level engineering, CRISPR.
  "cc-engineering-genetic-engineering": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "Changing the Blueprints of Life - Genetic Engineering: Crash Course Engineering #38",
    url: "https://www.youtube.com/watch?v=FY_ZUEKWhBc",
    note: "Crash Course Engineering (2019), not the Biology series.",
  },
  // nerdfighteria.info/v/-ZRsLhaukn8 (uploaded 2024-01-30).
  "cc-photosynthesis": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "Photosynthesis: The Original Solar Power: Crash Course Biology #28",
    url: "https://www.youtube.com/watch?v=-ZRsLhaukn8",
  },
  // nerdfighteria.info/v/xSbMX0MFJCY (uploaded 2024-04-16; the title as last synced, October 2024).
  "cc-viruses-and-vaccines": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "Viruses & Vaccines: How Do Vaccines Work?: Crash Course Biology 39",
    url: "https://www.youtube.com/watch?v=xSbMX0MFJCY",
  },
  // nerdfighteria.info/v/SyHM1gFyP8Y (uploaded 2024-07-16), the series' last episode.
  "cc-biology-and-you": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "Biology and You: The Dr. Sammy Show: Crash Course Biology #50",
    url: "https://www.youtube.com/watch?v=SyHM1gFyP8Y",
  },
  // videodb.org/atp-respiration-crash-course-biology-7/00jbG_cfGuQ and the episode transcript's title
  // (study.christianleaders.org); the 2012 episode covers fermentation, the 2024 one (#27) does not.
  "cc-atp-and-respiration": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "ATP & Respiration: Crash Course Biology #7",
    url: "https://www.youtube.com/watch?v=00jbG_cfGuQ",
  },
  // Two public video lists with ids checked against YouTube's oEmbed (GitHub index ids 56113841557, 67257770462).
  "cc-heredity": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "Heredity: Crash Course Biology #9",
    url: "https://www.youtube.com/watch?v=CBezq1fFUEA",
  },
  // nerdfighteria.info/v/itsb2SqR-R0 (uploaded 2012-04-09).
  "cc-dna-hot-pockets": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "DNA, Hot Pockets, & The Longest Word Ever: Crash Course Biology #11",
    url: "https://www.youtube.com/watch?v=itsb2SqR-R0",
  },
  // Hugging Face dataset DarthJudie/Bioset3 (titles and ids of the 2012 series) and an oEmbed-checked list.
  "cc-natural-selection": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "Natural Selection - Crash Course Biology #14",
    url: "https://www.youtube.com/watch?v=aTftyFboC_M",
  },
  // nerdfighteria.info/v/k_9MTZgAhv0 (uploaded 2012-05-14).
  "cc-animal-development": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "Animal Development: We're Just Tubes - Crash Course Biology #16",
    url: "https://www.youtube.com/watch?v=k_9MTZgAhv0",
  },
  // DarthJudie/Bioset3 and four lesson pages on GitHub that link the id as Crash Course's population genetics video.
  "cc-population-genetics": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "Population Genetics: When Darwin Met Mendel - Crash Course Biology #18",
    url: "https://www.youtube.com/watch?v=WhFKPaRnTdQ",
  },
  // DarthJudie/Bioset3 and a curated list on GitHub giving the same id and number.
  "cc-animal-behavior": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "Animal Behavior - CrashCourse Biology #25",
    url: "https://www.youtube.com/watch?v=EyyDq19Mi3A",
  },
  // DarthJudie/Bioset3 and several course pages on GitHub ("The Nervous System - CrashCourse Biology #26").
  "cc-nervous-system": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "The Nervous System - CrashCourse Biology #26",
    url: "https://www.youtube.com/watch?v=x4PPZCLnVkA",
  },
  // DarthJudie/Bioset3 and ten GitHub files embedding the id as Crash Course Biology #27.
  "cc-circulatory-respiratory": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "Circulatory & Respiratory Systems - CrashCourse Biology #27",
    url: "https://www.youtube.com/watch?v=9fxm85Fy4sQ",
  },
  // DarthJudie/Bioset3, learning.box's page of the episode and a config on GitHub listing it with this title.
  "cc-immune-system": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "Your Immune System: Natural Born Killer - Crash Course Biology #32",
    url: "https://www.youtube.com/watch?v=CeVtPDjJBPU",
  },
  // DarthJudie/Bioset3 and three GitHub lists carrying the id.
  "cc-endocrine-system": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "Great Glands - Your Endocrine System: CrashCourse Biology #33",
    url: "https://www.youtube.com/watch?v=WVrlHH14q3o",
  },
  // nerdfighteria.info/v/RBOsqmBQBQk and thecrashcourse.com/video?id=RBOsqmBQBQk.
  "cc-ecology-population-ecology": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "Population Ecology: The Texas Mosquito Mystery - Crash Course Ecology #2",
    url: "https://www.youtube.com/watch?v=RBOsqmBQBQk",
    note: "Crash Course Ecology (2012), the continuation of the 2012 Crash Course Biology series.",
  },
  // thecrashcourse.com/video?id=2D7hZpIYlCA (the provider's own page) and Khan Academy's copy of the episode.
  "cc-ecology-hydrologic-carbon-cycles": {
    provider: "video",
    kind: "specific",
    confirmed: "channel metadata",
    title: "The Hydrologic and Carbon Cycles: Always Recycle! - Crash Course Ecology #8",
    url: "https://www.youtube.com/watch?v=2D7hZpIYlCA",
    note: "Crash Course Ecology (2012), the continuation of the 2012 Crash Course Biology series.",
  },

  // ─── Interactive: HHMI BioInteractive. "Provider page" means the page itself was found in the search corpus
  // with this title; otherwise the comment names the public sources that link this address with this title.

  // The catalogue of all BioInteractive classroom resources, for days no single resource fits. Linked from
  // every BioInteractive page's menu ("Classroom Resources"); its keyword search is linked by the WildCam Lab.
  "bi-classroom-resources": {
    provider: "interactive",
    kind: "collection",
    confirmed: "collection",
    title: "BioInteractive Classroom Resources",
    url: "https://www.biointeractive.org/classroom-resources",
    note: "BioInteractive's full catalogue, searchable by topic; for days no single resource fits.",
  },
  // Provider page (Click & Learn with the SIR "Outbreak Simulator" and "Epidemic Simulator").
  "bi-modeling-disease-spread": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "Modeling Disease Spread",
    url: "https://www.biointeractive.org/classroom-resources/modeling-disease-spread",
  },
  // Provider page (issue 29, point 6): the Click & Learn itself as HHMI serves it, media.hhmi.org/biointeractive/
  // click/virus-explorer (search corpus "pages"; the same slug as this address): viruses classified by shared
  // characteristics, each virus's structure (capsid, envelope, glycoproteins), hosts and genome type. A curated list
  // on GitHub links this address as "HHMI BioInteractive Virus Explorer"; the classroom-resources page itself was not
  // in any corpus.
  "bi-virus-explorer": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "Virus Explorer",
    url: "https://www.biointeractive.org/classroom-resources/virus-explorer",
  },
  // Replaces the Immunology Virtual Lab (issue 29, point 6), whose classroom-resources page was in no corpus: only
  // the lab's own glossary on HHMI's media server was (media.hhmi.org/biointeractive/vlabs/immunology, titled
  // "Virtual Immunology Lab": an ELISA for lupus antibodies in patients' serum), which confirms neither this
  // catalogue's title nor its address. Provider page at HHMI's earlier address (hhmi.org/biointeractive/
  // cells-immune-system, search corpus "pages", the same slug): "An overview of the immune system, concentrating on
  // the roles played by B and T lymphocytes, and the antigen-presentation system", the adaptive immunity the days
  // that used the lab teach (specific recognition, vaccines, memory, allergic antibodies).
  "bi-cells-immune-system": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "Cells of the Immune System",
    url: "https://www.biointeractive.org/classroom-resources/cells-immune-system",
  },
  // Provider page (interactive video on the 2013 Ebola outbreak: Pardis Sabeti and Lina Moses).
  "bi-outbreak-case-study": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "Interactive Case Study for Natural Selection in an Outbreak",
    url: "https://www.biointeractive.org/classroom-resources/interactive-case-study-natural-selection-outbreak",
  },
  // Provider page (7:29 film; a computational geneticist and a disease ecologist at work on an outbreak).
  "bi-think-like-a-scientist-outbreak": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "Think Like a Scientist: Natural Selection in an Outbreak",
    url: "https://www.biointeractive.org/classroom-resources/think-scientist-natural-selection-outbreak",
  },
  // Two GitHub course pages linking this address as "Population Dynamics - HHMI BioInteractive"; Lesson Planet
  // lists the Howard Hughes Medical Institute's "Population Dynamics" (exponential and logistic growth).
  "bi-population-dynamics": {
    provider: "interactive",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "Population Dynamics",
    url: "https://www.biointeractive.org/classroom-resources/population-dynamics",
  },
  // Two GitHub resource lists linking this address as "EarthViewer".
  "bi-earthviewer": {
    provider: "interactive",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "EarthViewer",
    url: "https://www.biointeractive.org/classroom-resources/earthviewer",
  },
  // Provider page: BioInteractive now titles the activity "Biodiversity Studies in Gorongosa" (richness, evenness
  // and the Shannon index from WildCam trail-camera data); the WildCam Lab's educator page still calls it
  // "Measuring Biodiversity in Gorongosa".
  "bi-measuring-biodiversity-gorongosa": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "Biodiversity Studies in Gorongosa",
    url: "https://www.biointeractive.org/classroom-resources/biodiversity-studies-gorongosa",
  },
  // Provider page (issue 29, point 6): this address read in search corpus "pages", headed "Scientific Inquiry and
  // Data Analysis Using WildCam Gorongosa": an activity in which students pose a testable question and analyse WildCam
  // Lab trail-camera data.
  "bi-wildcam-inquiry": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "Scientific Inquiry and Data Analysis Using WildCam Gorongosa",
    url: "https://www.biointeractive.org/classroom-resources/scientific-inquiry-and-data-analysis-using-wildcam-gorongosa",
  },
  // Provider page (issue 29, point 6): this address read in search corpus "pages" (three snapshots), headed
  // "Building Ecological Pyramids", resource type Activities / Lessons: students build a biomass pyramid from WildCam
  // Gorongosa trail-camera data.
  "bi-building-ecological-pyramids": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "Building Ecological Pyramids",
    url: "https://www.biointeractive.org/classroom-resources/building-ecological-pyramids",
  },
  // The WildCam Gorongosa Lab's educator page: "Gorongosa’s Water Cycle (ANIMATION)".
  "bi-gorongosa-water-cycle": {
    provider: "interactive",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "Gorongosa’s Water Cycle",
    url: "https://www.biointeractive.org/classroom-resources/gorongosas-water-cycle",
  },
  // The WildCam Gorongosa Lab's educator page: "The Guide: A Biologist in Gorongosa (SHORT FILM)". Issue 29, point 6:
  // HHMI's earlier page (hhmi.org/biointeractive/the-guide-a-biologist-in-gorongosa, read in search corpus "pages")
  // confirms the title (a short film, 34 min 22 sec), but its slug is not this address's, so the address stays
  // confirmed only by the pages that link it.
  "bi-the-guide": {
    provider: "interactive",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "The Guide: A Biologist in Gorongosa",
    url: "https://www.biointeractive.org/classroom-resources/guide-biologist-gorongosa",
  },
  // Provider page (issue 29, point 6): this address read in search corpus "pages", headed "Surveying Gorongosa's
  // Biodiversity" (a straight apostrophe, as on HHMI's own search listing), duration 00:08:24: Piotr Naskrecki and
  // Jennifer Guyton survey the Cheringoma Plateau. (The WildCam Lab's educator page writes it with a curly one.)
  "bi-surveying-gorongosa": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "Surveying Gorongosa's Biodiversity",
    url: "https://www.biointeractive.org/classroom-resources/surveying-gorongosas-biodiversity",
  },
  // Provider page (an activity built on the film Serengeti: Nature’s Living Laboratory).
  "bi-serengeti-science-practices": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "Investigating Science Practices in Serengeti: Nature’s Living Laboratory",
    url: "https://www.biointeractive.org/classroom-resources/investigating-science-practices-serengeti-natures-living-laboratory",
  },
  // Provider page (19:29 film on Robert Paine and James Estes).
  "bi-keystone-species-film": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "Some Animals Are More Equal than Others: Keystone Species and Trophic Cascades",
    url: "https://www.biointeractive.org/classroom-resources/some-animals-are-more-equal-others-keystone-species-and-trophic-cascades",
  },
  // Provider page at HHMI's earlier address (issue 29, point 6): hhmi.org/biointeractive/making-fittest-natural-
  // selection-and-adaptation, read in search corpus "pages" (the same slug; "Short Film", 10 min 25 sec), and
  // BioInteractive's own interactive-video page for it (media.hhmi.org/biointeractive/interactivevideo/
  // pocketmousequiz/about.html) sends viewers to biointeractive.org/making-fittest-natural-selection-and-adaptation.
  "bi-rock-pocket-mouse-film": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "The Making of the Fittest: Natural Selection and Adaptation",
    url: "https://www.biointeractive.org/classroom-resources/making-fittest-natural-selection-and-adaptation",
  },
  // Two GitHub pages linking this address as HHMI BioInteractive's CRISPR-Cas9 mechanism and applications
  // resource; the exact punctuation of the page's title was not confirmed. Issue 29, point 6: neither this page nor
  // the Click & Learn itself was in any search corpus ("pages", "docs", "code"), and no other BioInteractive CRISPR
  // page was found to replace it; Unit 3 Day 11's plan names it, so it stays until its page can be read. Searched
  // again (issue 29, point 6, last pass): "pages" for the address, the title, "Click & Learn" with guide RNA and PAM,
  // and BioInteractive genome-editing and gene-drive pages; "docs" for the title. The only BioInteractive page on
  // the subject read was Tracking Genetically Modified Mosquitoes (Oxitec's transgenic line, not CRISPR), which does
  // not teach the guide RNA, Cas9 and PAM the day's pairs work through.
  "bi-crispr-cas9": {
    provider: "interactive",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "CRISPR-Cas 9 Mechanism & Applications",
    url: "https://www.biointeractive.org/classroom-resources/crispr-cas-9-mechanism-applications",
  },
  // Three GitHub pages linking this address as BioInteractive's "Photosynthesis".
  "bi-photosynthesis": {
    provider: "interactive",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "Photosynthesis",
    url: "https://www.biointeractive.org/classroom-resources/photosynthesis",
  },
  // Two GitHub pages citing this address as "HHMI BioInteractive: Molecular Mechanism of Synaptic Function".
  "bi-synaptic-function": {
    provider: "interactive",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "Molecular Mechanism of Synaptic Function",
    url: "https://www.biointeractive.org/classroom-resources/molecular-mechanism-synaptic-function",
  },
  // Provider page at HHMI's earlier address (hhmi.org/biointeractive/role-p53-cell-cycle, the same slug): a Data Point
  // graph of cell lines with disrupted p53 alleles exposed to DNA-damaging radiation; an MIT course page links this
  // address as "HHMI p53 figure interpretation".
  "bi-role-of-p53": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "Role of p53 in the Cell Cycle",
    url: "https://www.biointeractive.org/classroom-resources/role-p53-cell-cycle",
  },
  // Provider page (3:32 animation on melanocytes, melanin and UV protection).
  "bi-how-we-get-our-skin-color": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "How We Get Our Skin Color",
    url: "https://www.biointeractive.org/classroom-resources/how-we-get-our-skin-color",
  },
  // Provider page (18:58 film with Dr. Nina Jablonski).
  "bi-biology-of-skin-color": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "The Biology of Skin Color",
    url: "https://www.biointeractive.org/classroom-resources/biology-skin-color",
  },
  // Provider page (14:52 film): biointeractive.org/classroom-resources/making-fittest-got-lactase-co-evolution-genes-
  // and-culture, read in search corpus "pages" (issue 29, point 6).
  "bi-got-lactase-film": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "The Making of the Fittest: Got Lactase? The Co-evolution of Genes and Culture",
    url: "https://www.biointeractive.org/classroom-resources/making-fittest-got-lactase-co-evolution-genes-and-culture",
  },
  // Provider page (issue 29, point 6): this address read in search corpus "pages", headed "Interactive Assessment for
  // Got Lactase? The Co-evolution of Genes and Culture", resource type Interactive Media / Interactive Videos: the
  // film with automatic pause points and embedded questions. BioInteractive's Interactive Video Builder copy
  // (interactive-video-tool.biointeractive.org) carries the same title.
  "bi-got-lactase-assessment": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "Interactive Assessment for Got Lactase? The Co-evolution of Genes and Culture",
    url: "https://www.biointeractive.org/classroom-resources/interactive-assessment-got-lactase-coevolution-genes-and-culture",
  },
  // Provider page (issue 29, point 6): this address read in search corpus "pages" (two snapshots): the 00:14:03 film,
  // flagged "Archived", its description beginning "This film has been archived while we produce a more up-to-date
  // version"; HHMI's earlier page (hhmi.org/biointeractive/making-fittest-natural-selection-humans) has the same title.
  "bi-natural-selection-in-humans-film": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "The Making of the Fittest: Natural Selection in Humans",
    url: "https://www.biointeractive.org/classroom-resources/making-fittest-natural-selection-humans",
    note: "BioInteractive has archived this film while it produces an updated version; the page and film remain.",
  },
  // Provider page (issue 29, point 6): this address read in search corpus "pages", headed "Activity for Natural
  // Selection in Humans", resource type Activities / Film Activities, with no archive flag: a student handout and
  // educator materials on malaria and sickle cell that need the film above (archived by BioInteractive).
  "bi-natural-selection-in-humans-activity": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "Activity for Natural Selection in Humans",
    url: "https://www.biointeractive.org/classroom-resources/activity-natural-selection-humans",
  },
  // Provider page (issue 29, point 6): this address read in search corpus "pages", headed "The Double Helix",
  // duration 00:16:53: the film on the evidence behind the structure of DNA (Watson and Crick, with Franklin's and
  // Wilkins's 1953 papers as its primary literature).
  "bi-double-helix-film": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "The Double Helix",
    url: "https://www.biointeractive.org/classroom-resources/double-helix",
  },
  // Provider page (issue 29, point 6), in place of the Population Genetics Explorer, whose page was in no search
  // corpus ("pages", "docs", "code"; only GitHub pages linked it): this address read in search corpus "pages",
  // headed "Population Genetics, Selection, and Evolution": an activity in which students simulate populations with
  // beads, calculate allele and genotype frequencies with the Hardy-Weinberg equations, and graph how natural
  // selection changes them over generations (built on the Natural Selection in Humans film).
  "bi-population-genetics-selection-evolution": {
    provider: "interactive",
    kind: "specific",
    confirmed: "provider page",
    title: "Population Genetics, Selection, and Evolution",
    url: "https://www.biointeractive.org/classroom-resources/population-genetics-selection-and-evolution",
  },

  // ─── Textbook: OpenStax Biology 2e, and for four sections whose 2e page could not be read, the same section in
  // OpenStax's Biology for AP® Courses (the same text adapted for high school; its own section numbers). Section
  // pages are openstax.org/books/<book>/pages/<chapter>-<section>-<title as a slug>; titles from OpenStax's own book
  // data (the osbooks-biology-bundle modules and the Tutor book tree, whose sections match Biology 2e's) and each
  // address from public pages on GitHub that link it, except where the comment says the address itself had no
  // outside link (then its slug follows OpenStax's rule) or gives the page that was read.

  // Chapter 42's opening page, for days whose science is the whole chapter (the PSA production days).
  "os-ch42-immune-system": {
    provider: "textbook",
    kind: "collection",
    confirmed: "collection",
    title: "42 The Immune System",
    url: "https://openstax.org/books/biology-2e/pages/42-introduction",
    note: "The chapter's introduction page, which leads to its four sections.",
  },
  "os-1-1": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "1.1 The Science of Biology",
    url: "https://openstax.org/books/biology-2e/pages/1-1-the-science-of-biology",
  },
  "os-7-5": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "7.5 Metabolism without Oxygen",
    url: "https://openstax.org/books/biology-2e/pages/7-5-metabolism-without-oxygen",
  },
  "os-8-1": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "8.1 Overview of Photosynthesis",
    url: "https://openstax.org/books/biology-2e/pages/8-1-overview-of-photosynthesis",
  },
  "os-12-3": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "12.3 Laws of Inheritance",
    url: "https://openstax.org/books/biology-2e/pages/12-3-laws-of-inheritance",
  },
  "os-15-1": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "15.1 The Genetic Code",
    url: "https://openstax.org/books/biology-2e/pages/15-1-the-genetic-code",
  },
  // Provider page (issue 29, point 6): this address read in search corpus "pages", "Biology 2e / 16.3 Eukaryotic
  // Epigenetic Gene Regulation" (chromatin remodeling, histone modification, DNA methylation).
  "os-16-3": {
    provider: "textbook",
    kind: "specific",
    confirmed: "provider page",
    title: "16.3 Eukaryotic Epigenetic Gene Regulation",
    url: "https://openstax.org/books/biology-2e/pages/16-3-eukaryotic-epigenetic-gene-regulation",
  },
  "os-17-1": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "17.1 Biotechnology",
    url: "https://openstax.org/books/biology-2e/pages/17-1-biotechnology",
  },
  "os-19-2": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "19.2 Population Genetics",
    url: "https://openstax.org/books/biology-2e/pages/19-2-population-genetics",
  },
  "os-19-3": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "19.3 Adaptive Evolution",
    url: "https://openstax.org/books/biology-2e/pages/19-3-adaptive-evolution",
  },
  "os-21-1": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "21.1 Viral Evolution, Morphology, and Classification",
    url: "https://openstax.org/books/biology-2e/pages/21-1-viral-evolution-morphology-and-classification",
  },
  // "Virus Infections and Hosts" in OpenStax's book data; the address in four GitHub pages. (The curriculum had
  // 21-2-virus-infection-and-hosts, which is not the page's slug.)
  "os-21-2": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "21.2 Virus Infections and Hosts",
    url: "https://openstax.org/books/biology-2e/pages/21-2-virus-infections-and-hosts",
  },
  // Provider page (issue 29, point 6), in place of Biology 2e's 21.3, whose page was in no search corpus (it had
  // only OpenStax's book data and the address rule): this address read in search corpus "pages", OpenStax's own
  // page of the same section in Biology for AP® Courses (vaccines, antiviral drugs, viruses in gene therapy).
  "osap-21-3": {
    provider: "textbook",
    kind: "specific",
    confirmed: "provider page",
    title: "21.3 Prevention and Treatment of Viral Infections",
    url: "https://openstax.org/books/biology-ap-courses/pages/21-3-prevention-and-treatment-of-viral-infections",
  },
  "os-22-4": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "22.4 Bacterial Diseases in Humans",
    url: "https://openstax.org/books/biology-2e/pages/22-4-bacterial-diseases-in-humans",
  },
  "os-33-2": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "33.2 Animal Primary Tissues",
    url: "https://openstax.org/books/biology-2e/pages/33-2-animal-primary-tissues",
  },
  "os-33-3": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "33.3 Homeostasis",
    url: "https://openstax.org/books/biology-2e/pages/33-3-homeostasis",
  },
  "os-35-2": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "35.2 How Neurons Communicate",
    url: "https://openstax.org/books/biology-2e/pages/35-2-how-neurons-communicate",
  },
  "os-35-3": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "35.3 The Central Nervous System",
    url: "https://openstax.org/books/biology-2e/pages/35-3-the-central-nervous-system",
  },
  "os-36-1": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "36.1 Sensory Processes",
    url: "https://openstax.org/books/biology-2e/pages/36-1-sensory-processes",
  },
  // Title and place in the Endocrine System chapter from OpenStax's book data. The address is linked by a public
  // GitHub page of German study texts built on Biology 2e (its sources list: "OpenStax Biology 2e · 37.3", this
  // address), found by searching the "code" corpus for its slug. Issue 29, point 6: neither this page nor Biology
  // for AP® Courses' 28.3 (its endocrine chapter) was in any corpus. Searched "pages" for the 2e title and slug,
  // "Biology for AP Courses 28.3 Regulation of Body Processes", the AP page's heading as OpenStax prints it, its
  // slug, and its learning objectives: only mirrors answered (teksguide.org, lumenlearning), which do not count.
  "os-37-3": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "37.3 Regulation of Body Processes",
    url: "https://openstax.org/books/biology-2e/pages/37-3-regulation-of-body-processes",
  },
  // Title and place in the Endocrine System chapter from OpenStax's book data; no outside page links this address.
  // Issue 29, point 6: the Biology 2e page was in no corpus; a study guide on the book numbers it "37.4 Regulation
  // of Hormone Production" (fiveable.me, college-bio unit 37). Biology for AP® Courses' 28.4 was in none either:
  // searched "pages" for its title with the section number, the heading as OpenStax prints it, and the opening of
  // its "Connection for AP® Courses"; only texascourses.org's copy of it and lumenlearning answered.
  "os-37-4": {
    provider: "textbook",
    kind: "specific",
    confirmed: "book rule",
    title: "37.4 Regulation of Hormone Production",
    url: "https://openstax.org/books/biology-2e/pages/37-4-regulation-of-hormone-production",
  },
  // Provider page (issue 29, point 6), in place of Biology 2e's 40.4, whose page was in no search corpus (only
  // mirrors numbering it 40.4, such as jobilize.com): this address read in search corpus "pages", headed "Biology
  // for AP® Courses / 31.4 Blood Flow and Blood Pressure Regulation", the same section of OpenStax's text.
  "osap-31-4": {
    provider: "textbook",
    kind: "specific",
    confirmed: "provider page",
    title: "31.4 Blood Flow and Blood Pressure Regulation",
    url: "https://openstax.org/books/biology-ap-courses/pages/31-4-blood-flow-and-blood-pressure-regulation",
  },
  "os-42-1": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "42.1 Innate Immune Response",
    url: "https://openstax.org/books/biology-2e/pages/42-1-innate-immune-response",
  },
  "os-42-2": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "42.2 Adaptive Immune Response",
    url: "https://openstax.org/books/biology-2e/pages/42-2-adaptive-immune-response",
  },
  "os-42-3": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "42.3 Antibodies",
    url: "https://openstax.org/books/biology-2e/pages/42-3-antibodies",
  },
  // Fourth section of the Immune System chapter in OpenStax's book data. The address is linked by a public GitHub
  // page of biology activities whose sources are Biology 2e pages (openstax.org/books/biology-2e/pages/ plus this
  // slug, for its vaccine activity), found by searching the "code" corpus for the slug. An adaptation of the book
  // (pressbooks.bccampus.ca/pathology, chapter 23-4-disruptions-in-the-immune-system) keeps the module's heading
  // "42.4. Disruptions in the Immune System"; the Biology 2e page was in no corpus. Issue 29, point 6: nor was
  // Biology for AP® Courses' 33.4: searched "pages" for its title with the section number, its slug, the heading as
  // OpenStax prints it, and its subject (hypersensitivity, autoimmunity, immunodeficiency).
  "os-42-4": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "42.4 Disruptions in the Immune System",
    url: "https://openstax.org/books/biology-2e/pages/42-4-disruptions-in-the-immune-system",
  },
  "os-44-5": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "44.5 Climate and the Effects of Global Climate Change",
    url: "https://openstax.org/books/biology-2e/pages/44-5-climate-and-the-effects-of-global-climate-change",
  },
  "os-45-1": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "45.1 Population Demography",
    url: "https://openstax.org/books/biology-2e/pages/45-1-population-demography",
  },
  "os-45-3": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "45.3 Environmental Limits to Population Growth",
    url: "https://openstax.org/books/biology-2e/pages/45-3-environmental-limits-to-population-growth",
  },
  "os-45-4": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "45.4 Population Dynamics and Regulation",
    url: "https://openstax.org/books/biology-2e/pages/45-4-population-dynamics-and-regulation",
  },
  // Provider page (issue 29, point 6), in place of Biology 2e's 45.5, whose page was in no search corpus: this
  // address read in search corpus "pages", OpenStax's own page of the same section in Biology for AP® Courses.
  "osap-36-5": {
    provider: "textbook",
    kind: "specific",
    confirmed: "provider page",
    title: "36.5 Human Population Growth",
    url: "https://openstax.org/books/biology-ap-courses/pages/36-5-human-population-growth",
  },
  "os-45-6": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "45.6 Community Ecology",
    url: "https://openstax.org/books/biology-2e/pages/45-6-community-ecology",
  },
  "os-45-7": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "45.7 Behavioral Biology: Proximate and Ultimate Causes of Behavior",
    url: "https://openstax.org/books/biology-2e/pages/45-7-behavioral-biology-proximate-and-ultimate-causes-of-behavior",
  },
  "os-46-1": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "46.1 Ecology of Ecosystems",
    url: "https://openstax.org/books/biology-2e/pages/46-1-ecology-of-ecosystems",
  },
  "os-46-2": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "46.2 Energy Flow through Ecosystems",
    url: "https://openstax.org/books/biology-2e/pages/46-2-energy-flow-through-ecosystems",
  },
  "os-46-3": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "46.3 Biogeochemical Cycles",
    url: "https://openstax.org/books/biology-2e/pages/46-3-biogeochemical-cycles",
  },
  "os-47-1": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "47.1 The Biodiversity Crisis",
    url: "https://openstax.org/books/biology-2e/pages/47-1-the-biodiversity-crisis",
  },
  // Provider page (issue 29, point 6), in place of Biology 2e's 47.2, whose page was in no search corpus: this
  // address read in search corpus "pages", its learning objectives asking how chemical diversity benefits humans,
  // what biodiversity supports human agriculture, and what ecosystem services are (medicines from plants and
  // venoms, crop diversity and food security, fisheries), the same section of OpenStax's text.
  "osap-38-2": {
    provider: "textbook",
    kind: "specific",
    confirmed: "provider page",
    title: "38.2 The Importance of Biodiversity to Human Life",
    url: "https://openstax.org/books/biology-ap-courses/pages/38-2-the-importance-of-biodiversity-to-human-life",
  },
  "os-47-3": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "47.3 Threats to Biodiversity",
    url: "https://openstax.org/books/biology-2e/pages/47-3-threats-to-biodiversity",
  },
  "os-47-4": {
    provider: "textbook",
    kind: "specific",
    confirmed: "linked by outside pages",
    title: "47.4 Preserving Biodiversity",
    url: "https://openstax.org/books/biology-2e/pages/47-4-preserving-biodiversity",
  },
} as const satisfies Record<string, OutsideLinkEntry>;

export type OutsideLinkKey = keyof typeof outsideLinks;

/** The catalogue's keys for one provider: what video(), interactive() and textbook() accept. */
export type OutsideLinkKeyOf<P extends OutsideProvider> = {
  [K in OutsideLinkKey]: (typeof outsideLinks)[K]["provider"] extends P ? K : never;
}[OutsideLinkKey];

/** A catalogue entry as a resource-map link: its title, address and kind, and for a textbook section its book. */
export function outsideLink(key: OutsideLinkKey): Link {
  const { title, url, kind, provider } = outsideLinks[key] as OutsideLinkEntry;
  const book = provider === "textbook" ? openstaxBook(url)?.name : undefined;
  return { title, url, kind, ...(book ? { source: book } : {}) };
}

/** A link's title as documents print it: a textbook section after its book ("OpenStax Biology 2e 17.1 ..."). */
export function linkLabel(link: Link): string {
  return link.source ? `${link.source} ${link.title}` : link.title;
}

/** One outside link as published (e.g. /curriculum/outside-links.json): the entry and the units that use it. */
export interface OutsideLinkListing extends OutsideLinkEntry {
  key: OutsideLinkKey;
  /** The provider's name, as the resource maps' column headings mean it. */
  providerName: string;
  /** Units whose resource maps link it, ascending; empty for an entry no row uses. */
  units: number[];
}

const providerNames: Record<OutsideProvider, string> = {
  video: "Crash Course Biology (YouTube)",
  interactive: "HHMI BioInteractive",
  textbook: "OpenStax",
};

const columns = ["video", "interactive", "textbook"] as const satisfies readonly OutsideProvider[];

/** Every resource-map link of the units, with where it is: unit, phase, row and column. */
export function resourceMapLinks(list: Unit[]) {
  return list.flatMap((unit) =>
    unit.phases.flatMap((phase) =>
      phase.resourceMap.flatMap((row) =>
        columns.map((column) => ({
          unit: unit.number,
          phase: phase.number,
          when: row.when,
          column,
          link: row[column],
        })),
      ),
    ),
  );
}

/** Every outside link the units use, in resource maps or in lessons' own links, with its unit. */
export function usedLinks(list: Unit[]): { unit: number; link: Link }[] {
  return [
    ...resourceMapLinks(list),
    ...list.flatMap((unit) =>
      everyLesson(unit).flatMap(({ lesson }) => lesson.links.map((link) => ({ unit: unit.number, link }))),
    ),
  ];
}

/** The machine-readable list of outside links: every catalogue entry once, in catalogue order, with its units. */
export function outsideLinkList(list: Unit[]): OutsideLinkListing[] {
  const unitsByUrl = new Map<string, Set<number>>();
  for (const { unit, link } of usedLinks(list)) {
    const units = unitsByUrl.get(link.url) ?? new Set<number>();
    units.add(unit);
    unitsByUrl.set(link.url, units);
  }
  return (Object.entries(outsideLinks) as [OutsideLinkKey, OutsideLinkEntry][]).map(([key, entry]) => ({
    key,
    provider: entry.provider,
    providerName: (entry.provider === "textbook" && openstaxBook(entry.url)?.name) || providerNames[entry.provider],
    kind: entry.kind,
    confirmed: entry.confirmed,
    title: entry.title,
    url: entry.url,
    ...(entry.note ? { note: entry.note } : {}),
    units: [...(unitsByUrl.get(entry.url) ?? [])].sort((a, b) => a - b),
  }));
}

/** Whether an address is https on one of the provider's hosts (and, for the textbook, in one of its books). */
export function isProviderUrl(provider: OutsideProvider, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== "https:" || !outsideHosts[provider].includes(parsed.hostname)) return false;
  if (provider === "textbook") return openstaxBook(url) !== undefined;
  return !parsed.pathname.startsWith("/results");
}

/**
 * Resource-map links that break the catalogue's promises: an address that is not a catalogue entry of the
 * column's provider (so its title and kind went unchecked), or not https on the provider's hosts, or a search.
 */
/**
 * The outside resources a lesson's plan lists: its day's resource-map row (video, interactive, textbook) and the
 * lesson's own links, each address once.
 */
export function lessonOutsideLinks(phase: Phase | undefined, lesson: Lesson): Link[] {
  const rows = (phase?.resourceMap ?? []).filter((r) =>
    (r.when.match(/\d+/g) ?? []).map(Number).includes(lesson.number),
  );
  const links = [...rows.flatMap((r) => columns.map((c) => r[c])), ...lesson.links];
  return links.filter((link, i) => links.findIndex((l) => l.url === link.url) === i);
}

/** Words in a lesson's plan that name a provider's resource, and the provider whose link it then needs. */
const namedProviders: [RegExp, OutsideProvider][] = [
  [/\bCrash Course\b/, "video"],
  [/\bBioInteractive\b/, "interactive"],
];

export function outsideLinkProblems(list: Unit[]): string[] {
  const byUrl = new Map<string, OutsideLinkEntry>(Object.values(outsideLinks).map((e) => [e.url, e]));
  const problems: string[] = [];
  // A lesson that sends students to a video or an interactive gives the teacher its address (issue 29, links).
  for (const unit of list)
    for (const { phase, lesson } of everyLesson(unit)) {
      const where = `unit ${unit.number}${phase ? ` phase ${phase.number}` : ""} ${lesson.label ?? `Lesson ${lesson.number}`}`;
      for (const link of lesson.links)
        if (!byUrl.has(link.url)) problems.push(`${where}: its link ${link.url} is not in outside-links.ts`);
      const text = JSON.stringify([lesson.materials, lesson.activities, lesson.differentiation]);
      const linked = lessonOutsideLinks(phase, lesson).map((l) => byUrl.get(l.url)?.provider);
      for (const [words, provider] of namedProviders)
        if (words.test(text) && !linked.includes(provider))
          problems.push(
            `${where} names a ${providerNames[provider]} resource but links none: add it to the lesson's links`,
          );
    }
  for (const { unit, phase, when, column, link } of resourceMapLinks(list)) {
    const where = `unit ${unit} phase ${phase} ${when} ${column}`;
    const entry = byUrl.get(link.url);
    if (!entry || entry.provider !== column)
      problems.push(`${where}: ${link.url} is not a ${column} in outside-links.ts`);
    else if (entry.title !== link.title || entry.kind !== link.kind)
      problems.push(`${where}: "${link.title}" differs from its catalogue entry`);
    if (!isProviderUrl(column, link.url)) problems.push(`${where}: ${link.url} is not an https ${column} page`);
    if (/[?&]search_query=/.test(link.url)) problems.push(`${where}: ${link.url} is a search, not a resource`);
  }
  return problems;
}
