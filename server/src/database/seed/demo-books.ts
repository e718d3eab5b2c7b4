import type { BookCategory } from '../../books/book-category';

/** [title, author, price, stock, description] */
type DemoBook = [string, string, number, number, string];

/**
 * The demo catalogue: public-domain classics beside invented modern titles, every one of the
 * 15 categories, prices from 6.99 to 59.99 and a few books out of stock.
 */
export const DEMO_BOOKS: Record<BookCategory, DemoBook[]> = {
  Fiction: [
    ['Moby-Dick', 'Herman Melville', 14.99, 12, 'Ishmael signs on to the whaler Pequod and discovers that its captain hunts one white whale above all else. A sprawling, strange and often funny voyage through obsession, work and the sea.'],
    ['Great Expectations', 'Charles Dickens', 11.5, 9, 'Pip, a blacksmith’s boy, is raised into a gentleman by an unknown benefactor. Dickens follows him from the marshes of Kent to London and back, counting the cost of ambition.'],
    ['Middlemarch', 'George Eliot', 16.25, 4, 'In a provincial English town, Dorothea Brooke and the young doctor Lydgate each marry in hope and learn what they did not know. A generous novel about how ordinary lives shape one another.'],
    ['The Lantern Keeper’s Daughter', 'Isla Marrow', 18.99, 7, 'When her father vanishes from the lighthouse on Skerra Point, Nell keeps the lamp burning and the secret of why he left. A quiet, salt-bitten novel about duty, weather and forgiveness.'],
    ['A Small Hotel in Lisbon', 'Tomás Ferreira', 17.4, 0, 'Three guests, one week and a hotel that is about to close. Ferreira braids their stories into a warm, wry portrait of strangers who become something like family.'],
  ],
  'Non-Fiction': [
    ['Walden', 'Henry David Thoreau', 9.99, 15, 'Thoreau spends two years in a cabin he built by Walden Pond and reports on what a person really needs. Part memoir, part argument and part nature journal.'],
    ['Common Sense', 'Thomas Paine', 6.99, 30, 'The 1776 pamphlet that made the case for American independence in plain language. Short, forceful and still a model of persuasive writing.'],
    ['The Art of War', 'Sun Tzu', 7.95, 22, 'Thirteen brief chapters on strategy, deception and knowing both yourself and your opponent. An ancient text that is still read far beyond the battlefield.'],
    ['The Price of Bread', 'Miriam Okafor', 24.0, 6, 'Okafor follows a single loaf from field to mill to supermarket shelf across four countries. Along the way she explains subsidies, shipping and why a bad harvest is felt everywhere.'],
  ],
  'Science Fiction': [
    ['The Time Machine', 'H. G. Wells', 8.99, 18, 'A Victorian inventor travels to the year 802,701 and finds humanity split into two strange peoples. The novella that gave the genre its most famous machine.'],
    ['The War of the Worlds', 'H. G. Wells', 9.49, 11, 'Cylinders fall on Surrey and the Martians inside them are not friendly. A fast, frightening account of an invasion told by a man trying to reach his wife.'],
    ['Orbit of Small Mercies', 'Yuki Tanabe-Reyes', 21.99, 8, 'On a failing orbital farm, a maintenance drone and the last resident botanist keep each other running. Tender, funny and full of well-made engineering detail.'],
    ['The Salt Engine', 'Dara Quill', 19.5, 0, 'A desert city runs on a machine nobody remembers how to build. When it stutters, an apprentice cartographer must cross the dunes to find its makers.'],
    ['Twenty Thousand Leagues Under the Seas', 'Jules Verne', 12.75, 5, 'Professor Aronnax becomes the guest and prisoner of Captain Nemo aboard the submarine Nautilus. A grand tour of the oceans, wonders and grudges included.'],
  ],
  Fantasy: [
    ['Phantastes', 'George MacDonald', 10.99, 6, 'On his twenty-first birthday, Anodos wakes to find his bedroom turning into a forest. A dreamlike journey through Fairy Land that inspired generations of fantasists.'],
    ['The King of Elfland’s Daughter', 'Lord Dunsany', 13.99, 9, 'The lord of Erl marries a princess of Elfland, and the border between the worlds begins to drift. Lyrical prose and a melancholy, lovely story.'],
    ['The Salt Crown', 'Maren Holloway', 22.5, 14, 'Seven islands, one crown and a queen who can hear the tide lie. The first book of a seafaring fantasy trilogy full of storms, debts and divided loyalties.'],
    ['Ash and Thistle', 'Corin Vale', 18.75, 3, 'A hedge witch and a disgraced knight must escort a talking goat across a kingdom at war. Warm, funny and surprisingly sharp about the cost of heroism.'],
  ],
  Mystery: [
    ['The Hound of the Baskervilles', 'Arthur Conan Doyle', 9.99, 20, 'A legendary hound haunts the Baskerville family on Dartmoor, and the latest heir may be next. Holmes and Watson at their best, fog and all.'],
    ['The Moonstone', 'Wilkie Collins', 12.99, 7, 'A cursed Indian diamond vanishes from a Yorkshire country house on the night of a birthday party. Told by several narrators, it is often called the first detective novel in English.'],
    ['The Mysterious Affair at Styles', 'Agatha Christie', 10.5, 10, 'A wealthy widow is poisoned at Styles Court and a Belgian refugee named Hercule Poirot is asked to help. The debut of a detective and of a great career.'],
    ['The Glass Orchard', 'Petra Lindqvist', 19.99, 0, 'A glassblower is found dead in her workshop, every window intact and the kiln still warm. Inspector Saga Holm has one winter week to find out who could have got in.'],
    ['Murder at the Margins', 'Felix Arden', 16.49, 5, 'A rare-book dealer finds notes in a dead client’s books that point to a decades-old crime. Clever, bookish and full of red herrings.'],
  ],
  Romance: [
    ['Pride and Prejudice', 'Jane Austen', 8.99, 25, 'Elizabeth Bennet meets the proud Mr Darcy and dislikes him at once. Austen’s sparkling comedy of manners, first impressions and second thoughts.'],
    ['Jane Eyre', 'Charlotte Brontë', 10.25, 13, 'An orphaned governess falls in love with her brooding employer at Thornfield Hall. Passionate and independent, Jane will not accept love on any terms but her own.'],
    ['Persuasion', 'Jane Austen', 8.5, 8, 'Eight years after being persuaded to refuse him, Anne Elliot meets Captain Wentworth again. Austen’s most autumnal novel, and perhaps her most romantic.'],
    ['Letters to Marigold Street', 'Hannah Wilde', 14.99, 16, 'A florist starts answering the letters misdelivered to her shop, and one correspondent starts answering back. A cosy, witty love story told partly in letters.'],
  ],
  Biography: [
    ['The Autobiography of Benjamin Franklin', 'Benjamin Franklin', 9.5, 9, 'Printer, scientist, diplomat and tireless self-improver, Franklin tells his own story up to 1757. Shrewd, candid and often very funny.'],
    ['Narrative of the Life of Frederick Douglass', 'Frederick Douglass', 7.99, 14, 'Douglass recounts his life in slavery, how he learned to read and how he escaped to freedom. A short book of enormous power and clarity.'],
    ['Up from Slavery', 'Booker T. Washington', 8.75, 6, 'Washington describes his journey from enslaved child to founder of the Tuskegee Institute. An influential and much-debated account of education and self-reliance.'],
    ['The Cartographer: A Life of Marguerite Olsen', 'Elias Brandt', 27.5, 4, 'Marguerite Olsen mapped fjords nobody had charted and argued with every admiralty in Europe. Brandt’s biography restores a forgotten pioneer with affection and rigour.'],
  ],
  History: [
    ['The History of the Peloponnesian War', 'Thucydides', 15.99, 5, 'An Athenian general’s account of the long war between Athens and Sparta. Cool, precise and unsettlingly modern in its view of power.'],
    ['The Histories', 'Herodotus', 14.5, 8, 'The father of history travels the ancient world to explain how the Greeks and Persians came to war. Digressive, curious and full of marvellous stories.'],
    ['The Decline and Fall of the Roman Empire, Volume I', 'Edward Gibbon', 29.99, 2, 'Gibbon’s monumental account of how Rome lost its empire, beginning with the age of the Antonines. Magisterial prose and footnotes with a sense of humour.'],
    ['Rivers of Salt: A History of Trade Routes', 'Amara Nwosu', 32.0, 7, 'From caravans across the Sahara to container ships in the Strait of Malacca, Nwosu shows how trade routes made and broke empires. Richly illustrated with maps.'],
    ['The Year the Bells Stopped', 'Oskar Varga', 24.99, 0, 'A town-by-town history of one European winter in 1816, the year without a summer. Varga weaves weather records, letters and parish books into a gripping story.'],
  ],
  Science: [
    ['On the Origin of Species', 'Charles Darwin', 12.99, 10, 'Darwin’s argument for evolution by natural selection, built patiently from pigeons, barnacles and island finches. One of the most important books ever written.'],
    ['Relativity: The Special and the General Theory', 'Albert Einstein', 11.99, 12, 'Einstein explains his theories for readers without advanced mathematics. Clear, playful and still one of the best introductions to the subject.'],
    ['The Voyage of the Beagle', 'Charles Darwin', 13.5, 6, 'The young naturalist’s journal of five years around the world, from the Andes to the Galápagos. Adventure and observation in equal measure.'],
    ['The Living Ocean', 'Dr. Lena Park', 34.99, 9, 'A marine biologist explains the chemistry, currents and creatures that keep the oceans breathing. Beautifully written and full of recent research.'],
  ],
  Technology: [
    ['Distributed Systems in Practice', 'Mara Lindqvist', 54.99, 8, 'A hands-on guide to building services that survive network partitions, clock skew and bad deploys. Every chapter ends with a failure story and what it taught the team.'],
    ['The Quiet Compiler', 'Ravi Menon', 44.5, 5, 'How compilers turn source code into fast machine code, explained through a small language built chapter by chapter. No prior compiler experience needed.'],
    ['Designing Data at Scale', 'Grace Adeyemi', 59.99, 3, 'Storage engines, replication, indexes and the trade-offs behind them. A practical reference for engineers who choose and run databases.'],
    ['Networks from the Ground Up', 'Tobias Kline', 39.99, 0, 'From cables and radio to TCP and HTTP, a layer-by-layer tour of how the internet moves bytes. Clear diagrams and small experiments you can run at home.'],
    ['Practical Web Accessibility', 'Noor Haddad', 36.0, 11, 'Build interfaces that everyone can use, with keyboard support, screen readers and colour contrast done right. Concrete patterns and checklists for every team.'],
  ],
  'Self-Help': [
    ['Meditations', 'Marcus Aurelius', 8.99, 24, 'The private notes of a Roman emperor trying to live well under pressure. Short reflections on duty, mortality and keeping one’s temper.'],
    ['Self-Help', 'Samuel Smiles', 9.25, 7, 'The Victorian bestseller that gave the genre its name, full of stories of perseverance. Dated in places, but its case for steady effort still persuades.'],
    ['How to Live on 24 Hours a Day', 'Arnold Bennett', 6.99, 18, 'Bennett’s brisk, witty advice for office workers who want more from their evenings. A century old and still remarkably useful.'],
    ['The Unhurried Morning', 'Sofia Brennan', 16.99, 13, 'Small, realistic habits for starting the day calmly, from phone-free breakfasts to ten-minute walks. Gentle advice that does not ask for a new life, only a better hour.'],
  ],
  Children: [
    ['Alice’s Adventures in Wonderland', 'Lewis Carroll', 7.99, 20, 'Alice follows a white rabbit down a hole and into a world of riddles, tea parties and a very cross queen. Nonsense at its most delightful.'],
    ['The Wonderful Wizard of Oz', 'L. Frank Baum', 8.49, 15, 'A cyclone carries Dorothy and Toto to Oz, where she sets off along the yellow brick road. Friendship, courage and a wizard with a secret.'],
    ['The Wind in the Willows', 'Kenneth Grahame', 8.99, 9, 'Mole, Rat, Badger and the irrepressible Toad share adventures on the river bank. A gentle classic about friendship and the pleasures of home.'],
    ['Pip and the Paper Boat', 'Nina Albright', 11.99, 17, 'Pip folds a paper boat and follows it down the stream, meeting a frog, a heron and a very polite otter. A bedtime story with a surprise on every page.'],
    ['The Secret Garden', 'Frances Hodgson Burnett', 8.25, 0, 'Lonely Mary Lennox discovers a locked garden on her uncle’s Yorkshire estate. As she brings it back to life, it does the same for her.'],
  ],
  'Young Adult': [
    ['Anne of Green Gables', 'L. M. Montgomery', 9.99, 14, 'The Cuthberts wanted a boy to help on the farm, but they got Anne, talkative and red-haired. A warm story of growing up on Prince Edward Island.'],
    ['Little Women', 'Louisa May Alcott', 10.99, 10, 'Meg, Jo, Beth and Amy March grow up during the American Civil War. Funny, sad and full of sisters who argue and love in equal measure.'],
    ['Treasure Island', 'Robert Louis Stevenson', 8.99, 12, 'Young Jim Hawkins finds a treasure map and sails with a crew that includes the charming and dangerous Long John Silver. The pirate story that set the rules.'],
    ['Summer of the Comet', 'Jonah Reyes', 15.99, 8, 'The summer a comet hangs over their town, four friends set out to find the missing science teacher who predicted it. Mystery, friendship and a first kiss under strange skies.'],
  ],
  Horror: [
    ['Dracula', 'Bram Stoker', 9.99, 16, 'A young solicitor travels to Transylvania to help a count buy a house in England. Told in diaries and letters, the story that made the vampire immortal.'],
    ['Frankenstein', 'Mary Shelley', 8.99, 11, 'Victor Frankenstein builds a living creature and then abandons it. A haunting tale of ambition, loneliness and responsibility.'],
    ['The Turn of the Screw', 'Henry James', 7.5, 6, 'A governess becomes convinced that the children in her care are visited by ghosts. Or is it all in her mind? A masterpiece of ambiguity.'],
    ['Carmilla', 'Joseph Sheridan Le Fanu', 7.25, 4, 'A mysterious young guest arrives at a lonely castle in Styria and befriends the narrator, Laura. A gothic novella that predates Dracula by decades.'],
    ['The Hollow at Ashcombe', 'Edith Crane', 17.99, 0, 'A family rents a cottage at the edge of a wood where the birds fall silent at dusk. Slow-burning folk horror that will make you check the locks.'],
  ],
  Thriller: [
    ['The Thirty-Nine Steps', 'John Buchan', 8.99, 13, 'Richard Hannay finds a murdered spy in his flat and must flee across Scotland with a secret worth a war. The original man-on-the-run thriller.'],
    ['The Riddle of the Sands', 'Erskine Childers', 9.75, 5, 'Two young Englishmen sailing the Frisian islands stumble on a German invasion plan. A tense, salty yarn that helped invent the spy novel.'],
    ['The Secret Agent', 'Joseph Conrad', 11.25, 7, 'Mr Verloc, a shopkeeper and informant in Soho, is ordered to carry out a bombing. Dark, ironic and startlingly relevant.'],
    ['Cold Harbour', 'Nathan Greer', 18.99, 9, 'A harbour pilot guides a cargo ship into port and sees something in the hold he was never meant to see. Forty-eight hours later, everyone who knows is being hunted.'],
    ['The Last Signal', 'Ava Mercer', 19.49, 2, 'A radio operator at a remote Arctic station picks up a distress call from a ship that sank twenty years ago. Claustrophobic, clever and impossible to put down.'],
  ],
};
