// The demo catalogue seeded into an empty database: plain content, no randomness. seed.ts turns it
// into rows (wallets, mints, dates, likes, investments) with a seeded PRNG relative to "now".

export type DemoRole = 'under_review' | 'approved' | 'completed' | 'cancelled' | 'rejected';

export interface DemoProjectData {
  /** Stable key: seeds the PRNG for this project and names it in the lists below. */
  key: string;
  name: string;
  /** Token ticker, 3-5 uppercase letters. */
  symbol: string;
  /** An emoji, or a local image path served by the web app. */
  logo: string;
  description: string;
  longDescription: string;
  status: 'pending' | 'approved' | 'rejected';
  riskScore: 'Low' | 'Medium' | 'High';
  currency?: 'USDC';
  goal: number;
  /**
   * What the demo investors really put in (transfers into the vault on the local chain), as a
   * percent of the goal: 100 or more is funded.
   */
  fundedPercent: number;
  createdDaysAgo: number;
  /** Negative when the deadline has passed: such campaigns are settled while seeding. */
  deadlineInDays: number;
  twitterUrl?: string;
  telegramUrl?: string;
  discordUrl?: string;
  websiteUrl?: string;
  pitchDeckUrl?: string;
  /** Set on the five projects the demo wallet created: its user_projects status. */
  demoRole?: DemoRole;
  /**
   * The creator kept the mint authority of the project's token (every other demo mint has none):
   * the story of a project rejected for it.
   */
  mintAuthorityKept?: true;
  /** Project-specific community chatter, mixed with the generic lines below. */
  comments?: string[];
  /** A comment about the project's current state (deadline, funding): always the newest. */
  latestComment?: string;
  /** The creator's answer to one of `comments` (`to` is that comment's exact text). */
  creatorReply?: { to: string; text: string };
}

export const demoProjects: DemoProjectData[] = [
  {
    key: 'sir-honkington',
    name: 'Sir Honkington',
    symbol: 'HONK',
    logo: '🦢',
    description:
      'A goose in a monocle who honks at every red candle. The most chaotic bird on Solana, now raising for a season of animated shorts.',
    longDescription: `Sir Honkington started as a single doodle: a goose in a monocle and a top hat, furiously honking at a falling chart. It turned into a reaction image the whole timeline uses whenever the market does something stupid, which is often.

The community calls itself the Gaggle. Every Sunday there is a "Honk-Off" in the Telegram voice chat where holders battle with their best goose impressions, and the winner picks the next meme template. Over 2,000 members joined in the first week without a single paid promotion.

Tokenomics: 1,000,000,000 HONK launched fair on the bonding curve. No presale, no team allocation; the creator bought 1.5% at launch and has publicly committed to never selling more than 0.1% per week. Liquidity is burned on graduation.

Roadmap: the funding goal pays for ten 60-second animated shorts with a freelance studio, a sticker pack, and a community art contest with a 25 SOL prize pool. Phase two is a browser game where you honk geese off a leaderboard.`,
    status: 'approved',
    riskScore: 'Medium',
    goal: 500,
    fundedPercent: 87.4,
    createdDaysAgo: 12,
    deadlineInDays: 1.6,
    twitterUrl: 'https://x.com/sirhonkington',
    telegramUrl: 'https://t.me/honkgaggle',
    websiteUrl: 'https://sirhonkington.example',
    comments: [
      'The monocle goose reaction image lives rent free in my head',
      'Honk-Off last Sunday was the funniest thing I have heard all year',
      'Ten animated shorts for 500 SOL sounds cheap, who is the studio?',
    ],
    latestComment: 'Almost at the goal and less than two days left, let us get it over the line',
    creatorReply: {
      to: 'Ten animated shorts for 500 SOL sounds cheap, who is the studio?',
      text: 'Studio is a two-person team that did the Gaggle intro clip. Storyboards for the first three shorts go up in the Telegram tonight.',
    },
  },
  {
    key: 'moon-potato',
    name: 'Moon Potato',
    symbol: 'SPUD',
    logo: '🥔',
    description:
      'The humblest vegetable is going to the moon. Fully funded, bonded, and now planting potato farms on every chain meme board.',
    longDescription: `Moon Potato is a love letter to the underdog. No laser eyes, no yachts: just a potato in a tiny astronaut helmet that believes it can make it to orbit if enough people believe in it too.

The Spud Squad runs weekly "harvest" raids where members post potato memes under trending threads. The best ones get voted into the official meme vault, which now holds more than 400 community-made images.

Tokenomics: 1,000,000,000 SPUD, fair launch, creator bought 2% and locked it for 90 days through a public vesting contract. The bonding curve completed in under three weeks and liquidity was burned.

What the raise paid for: a full-time community manager for six months, a potato plushie run for the top 100 holders, and a donation to a local food bank chosen by holder vote. Next up: a "Potato Passport" on-chain badge for everyone who joined the raids.`,
    status: 'approved',
    riskScore: 'Low',
    goal: 250,
    fundedPercent: 118.2,
    createdDaysAgo: 26,
    deadlineInDays: -3.5,
    twitterUrl: 'https://x.com/moonpotatosol',
    telegramUrl: 'https://t.me/moonpotatoharvest',
    discordUrl: 'https://discord.gg/spudsquad',
    websiteUrl: 'https://moonpotato.example',
    pitchDeckUrl: 'https://moonpotato.example/pitch-deck.pdf',
    demoRole: 'completed',
    comments: [
      'When do the plushies ship? Top 100 snapshot already taken?',
      'Food bank donation was a classy move, respect to the Spud Squad',
    ],
    latestComment: 'Funded AND bonded. This is how you run a launch.',
    creatorReply: {
      to: 'When do the plushies ship? Top 100 snapshot already taken?',
      text: 'Plushie snapshot was taken at graduation, shipping starts next week. Food bank receipt is pinned in the Telegram.',
    },
  },
  {
    key: 'turbo-tortoise',
    name: 'Turbo Tortoise',
    symbol: 'TURBO',
    logo: '🐢',
    description:
      'Slow and steady got boring. Turbo Tortoise strapped a rocket to its shell and is racing every hare on the timeline.',
    longDescription: `Every market cycle the hares sprint, burn out and disappear. Turbo Tortoise is the tortoise that finally got fed up and bolted a rocket booster to its shell. The meme: patience, but with afterburners.

The community runs "shell checks": holders post screenshots of how long they have held, and the longest holders earn a custom turbo shell for their profile picture. Nobody panics on red days because, as the pinned message says, tortoises have been around for 200 million years.

Tokenomics: 1,000,000,000 TURBO, fair launch, no presale. The creator holds 1% and has set up a public wallet tracker so anyone can watch it.

Roadmap: the raise funds a racing mini-game where holders breed and race tortoises, a weekly leaderboard with small SOL prizes, and a collaboration contest with other animal meme communities.`,
    status: 'approved',
    riskScore: 'Medium',
    goal: 1200,
    fundedPercent: 38.6,
    createdDaysAgo: 9,
    deadlineInDays: 21,
    twitterUrl: 'https://x.com/turbotortoisesol',
    telegramUrl: 'https://t.me/turboshell',
    demoRole: 'approved',
    comments: [
      'Shell check: holding since day one, not selling a single TURBO',
      'A tortoise racing game is exactly the kind of dumb fun this space needs',
      'Is the racing game going to be on-chain or just a web game with a leaderboard?',
    ],
    creatorReply: {
      to: 'Is the racing game going to be on-chain or just a web game with a leaderboard?',
      text: 'Web game first, leaderboard prizes paid on-chain weekly. Fully on-chain races only if the community votes for it.',
    },
  },
  {
    key: 'pixel-pigeon',
    name: 'Pixel Pigeon',
    symbol: 'PGEON',
    logo: '/demo/logos/pixel-pigeon.svg',
    description:
      'An 8-bit city pigeon that steals fries and never leaves. Retro pixel art, a chiptune anthem and a fully funded arcade roadmap.',
    longDescription: `Pixel Pigeon is the bird that lives on every city bench: 16 by 16 pixels of pure audacity. It steals your fries, it stares at you, and it absolutely refuses to move. The art style is hand-drawn pixel art, and every holder can request a custom pigeon sprite.

The flock started in a retro gaming Discord and now runs weekly pixel-art jams. The chiptune anthem, "Coo Coo Cartridge", was composed by a community member and has been remixed more than thirty times.

Tokenomics: 1,000,000,000 PGEON, fair launch on the bonding curve, already graduated. No team tokens beyond a 1% creator buy, which is locked for six months.

Roadmap: an arcade game where you play as the pigeon raiding a park picnic, with a high-score table for holders; a limited cartridge-style physical collectible; and a pixel-art tool so anyone can make their own pigeon.`,
    status: 'approved',
    riskScore: 'Low',
    goal: 800,
    fundedPercent: 104.3,
    createdDaysAgo: 18,
    deadlineInDays: 9,
    twitterUrl: 'https://x.com/pixelpigeonsol',
    discordUrl: 'https://discord.gg/pixelflock',
    websiteUrl: 'https://pixelpigeon.example',
    pitchDeckUrl: 'https://pixelpigeon.example/deck.pdf',
    comments: [
      'Coo Coo Cartridge has been stuck in my head for three days',
      'The custom sprite they made for me is now my profile picture forever',
      'Arcade demo when? I need to steal some picnic sandwiches',
    ],
  },
  {
    key: 'capy-chill-club',
    name: 'Capy Chill Club',
    symbol: 'CAPY',
    logo: '/demo/logos/capy-chill-club.svg',
    description:
      'The calmest animal alive, now with an orange on its head. A low-drama meme for holders who are tired of panic selling.',
    longDescription: `The capybara is friends with everyone and worried about nothing. Capy Chill Club takes the internet's favourite image, a capybara sitting in a hot spring with an orange balanced on its head, and turns it into a community built around one rule: no panic.

Members share "chill reports" instead of price predictions. The most popular channel is a 24/7 lo-fi stream of animated capybaras in a hot spring, where holders hang out while the market does whatever it does.

Tokenomics: 1,000,000,000 CAPY, fair launch, no presale, creator holds 1.2%. A community treasury wallet receives donations and is managed by a 3-of-5 multisig of long-time members.

Roadmap: the raise covers a year of the lo-fi stream with new animations every month, a plush capybara with a removable orange, and a donation to a wetland conservation group chosen by holder vote.`,
    status: 'approved',
    riskScore: 'Low',
    goal: 3000,
    fundedPercent: 64.2,
    createdDaysAgo: 15,
    deadlineInDays: 12,
    twitterUrl: 'https://x.com/capychillclub',
    telegramUrl: 'https://t.me/capyhotspring',
    discordUrl: 'https://discord.gg/capychill',
    websiteUrl: 'https://capychill.example',
    comments: [
      'The lo-fi capybara stream is on my second monitor all day',
      'Chill report: down 10 percent, orange still balanced, vibes excellent',
      'Who is on the multisig? Would like to see the signer list on the website',
    ],
  },
  {
    key: 'hamster-hedge-fund',
    name: 'Hamster Hedge Fund',
    symbol: 'HAMMY',
    logo: '🐹',
    description:
      'A hamster in a tiny suit picks trades by running on a wheel. Overfunded, bonded, and the wheel is still spinning.',
    longDescription: `Hamster Hedge Fund is a parody of every trading guru on the timeline. The fund manager is a hamster in a tiny suit whose wheel is wired to a random trade picker. Its track record is, honestly, about as good as most of them.

Every weekday the hamster "publishes" a market call in the Telegram, generated by the wheel, and holders vote on whether to fade it. A community spreadsheet tracks the wheel against the crowd; the wheel is currently winning.

Tokenomics: 1,000,000,000 HAMMY, fair launch, graduated from the bonding curve in its first week. The creator's 2% bag is split into twelve monthly unlocks, visible on-chain.

Roadmap: the raise paid for a live hamster-cam (the real hamster is named Quarterly Earnings), a mock annual report written entirely in hamster puns, and a holder-run "wheel league" where members build their own random pickers.`,
    status: 'approved',
    riskScore: 'Medium',
    goal: 150,
    fundedPercent: 142.0,
    createdDaysAgo: 20,
    deadlineInDays: -1.5,
    twitterUrl: 'https://x.com/hamsterhedge',
    telegramUrl: 'https://t.me/hamsterhedgefund',
    comments: [
      'The wheel called the last dip better than my entire timeline did',
      'Quarterly Earnings the hamster deserves a raise',
    ],
    latestComment: '142 percent funded, the goal was clearly set too low',
  },
  {
    key: 'goblin-gains',
    name: 'Goblin Gains',
    symbol: 'GOBLN',
    logo: '👺',
    description:
      'For everyone who trades at 3 a.m. in the dark with cold noodles. Goblin mode, fully embraced, with a very ambitious raise.',
    longDescription: `Goblin Gains celebrates the least glamorous side of on-chain life: the 3 a.m. chart-watching, the cold noodles, the seventeen open tabs. Its mascot is a small green goblin hunched over a glowing screen, and its motto is "touch grass tomorrow".

The community runs nightly "goblin hours" spaces where people share the worst trades of their week. It is part support group, part comedy show, and the clips spread fast.

Tokenomics: 1,000,000,000 GOBLN, fair launch, creator holds 3% with no lock yet; a lock is promised once the funding round closes. Early days: the holder count is still small and the curve is only beginning.

Roadmap: the large goal funds a goblin-themed trading journal app, a year of nightly spaces with guests, and a merch line. The team acknowledges this is a big ask for a young project, which is why the risk rating is high.`,
    status: 'approved',
    riskScore: 'High',
    goal: 5000,
    fundedPercent: 11.3,
    createdDaysAgo: 4,
    deadlineInDays: 25,
    twitterUrl: 'https://x.com/goblingainsfun',
    comments: [
      'A 5000 SOL goal for a four day old goblin is wild. Small bag only.',
      'Goblin hours is genuinely the best space on the timeline',
      'Creator holds 3 percent with no lock, I will wait for the lock before buying more',
    ],
  },
  {
    key: 'snail-mail-finance',
    name: 'Snail Mail Finance',
    symbol: 'SNAIL',
    logo: '🐌',
    description:
      'Instant transactions are overrated. A snail that delivers your memes by hand, eventually. Tiny goal, tiny snail, big patience.',
    longDescription: `Snail Mail Finance is a joke about speed. Solana settles in under a second; the snail takes three business weeks. The whole brand is built around deliberate slowness: the website loads one letter at a time and the Telegram has a slow mode of ten minutes.

The community is small and very online, mostly people who found the snail through a viral post about "the slowest coin on the fastest chain". Members mail each other physical postcards with snail drawings.

Tokenomics: 1,000,000,000 SNAIL, fair launch, creator holds 4%, unlocked. The project is very early: few holders and thin liquidity, hence the high risk rating.

Roadmap: the small goal covers printing and postage for a holder postcard exchange, a hand-drawn snail sticker sheet and a domain for the painfully slow website.`,
    status: 'approved',
    riskScore: 'High',
    goal: 75,
    fundedPercent: 23.5,
    createdDaysAgo: 7,
    deadlineInDays: 2.2,
    telegramUrl: 'https://t.me/snailmailfinance',
    comments: ['Got my snail postcard today, it took eleven days. Perfect.'],
    latestComment: 'Two days left and under a quarter funded, not looking great for the snail',
  },
  {
    key: 'disco-llama',
    name: 'Disco Llama',
    symbol: 'DISCO',
    logo: '/demo/logos/disco-llama.svg',
    description:
      'A llama in mirrored sunglasses who only trades under a disco ball. Weekly DJ sets, dance challenges and a groovy treasury.',
    longDescription: `Disco Llama is pure seventies energy: a llama with mirrored sunglasses, a gold chain and a permanent spot under the disco ball. Every green candle is a reason to dance; every red one is a reason to dance slower.

The community hosts a Friday night DJ set in its Discord, streamed with a live chat where holders request tracks. The weekly dance challenge, in which people film their best llama moves, has produced some truly unforgettable clips.

Tokenomics: 1,000,000,000 DISCO, fair launch, creator holds 1.5%, locked for four months. 10% of every creator payout goes to the DJ fund.

Roadmap: the raise pays for a year of weekly DJ sets with rotating guest DJs, an animated llama music video and a limited run of mirrored-sunglasses merch.`,
    status: 'approved',
    riskScore: 'Medium',
    goal: 2000,
    fundedPercent: 55.1,
    createdDaysAgo: 11,
    deadlineInDays: 16,
    twitterUrl: 'https://x.com/discollamasol',
    discordUrl: 'https://discord.gg/discollama',
    websiteUrl: 'https://discollama.example',
    comments: [
      'Friday DJ set went until 4 a.m., the llama does not sleep',
      'Dance challenge entries this week were unreal',
      'I would buy the mirrored sunglasses even without the coin',
    ],
  },
  {
    key: 'penguin-payday',
    name: 'Penguin Payday',
    symbol: 'WADDL',
    logo: '🐧',
    description:
      'A penguin that waddles to work every day and finally wants a raise. Just approved, zero raised so far, everything to play for.',
    longDescription: `Penguin Payday is a meme about the daily grind. The penguin waddles to the office in the snow, every single day, and one day decides it deserves more. The community is made of people who also waddle to work and dream about their own payday.

It is brand new: the project was approved only recently and the first holders are still arriving. The Telegram runs a daily "clock-in" where members post where they are waddling to today.

Tokenomics: 1,000,000,000 WADDL, fair launch, creator holds 1%, locked for six months from day one.

Roadmap: the modest goal covers a series of comic strips about the penguin's office life, a holder-voted "employee of the month" badge and sticker packs for every major chat app.`,
    status: 'approved',
    riskScore: 'Low',
    goal: 400,
    fundedPercent: 0,
    createdDaysAgo: 3,
    deadlineInDays: 27,
    twitterUrl: 'https://x.com/penguinpayday',
    telegramUrl: 'https://t.me/penguinpayday',
    comments: ['Clocked in. Waddling to my second job today.'],
    latestComment: 'Zero raised so far, who wants to be the first investor?',
  },
  {
    key: 'trash-panda-treasury',
    name: 'Trash Panda Treasury',
    symbol: 'TRASH',
    logo: '🦝',
    description:
      'A raccoon who dumpster-dives for forgotten tokens and stores them in its treasury. Big goal, bigger appetite, high risk.',
    longDescription: `Trash Panda Treasury is about finding value where nobody else looks. The raccoon digs through the dumpsters of dead projects and hauls whatever shines back to its den, the "treasury", which the community jokingly audits every week.

Holders are self-described scavengers. They run a weekly "dumpster dive" thread where they share the funniest abandoned token pages they found, and the best finds become memes.

Tokenomics: 1,000,000,000 TRASH, fair launch, creator holds 2.5%. There is no lock yet; the creator has promised one after the raise.

Roadmap: the 10,000 SOL goal funds a raccoon-themed explorer for abandoned token pages, a year of content and a community grants program. The team admits the goal is a stretch, and the risk score reflects it.`,
    status: 'approved',
    riskScore: 'High',
    goal: 10000,
    fundedPercent: 8.1,
    createdDaysAgo: 6,
    deadlineInDays: 22,
    twitterUrl: 'https://x.com/trashpandatreasury',
    telegramUrl: 'https://t.me/trashpandadens',
    discordUrl: 'https://discord.gg/trashpandas',
    comments: [
      '10k SOL goal is huge. What happens to the funds if it is not reached?',
      'The dumpster dive threads are hilarious, found a coin named after a sandwich',
      'Need that lock on the creator bag before I size up',
    ],
  },
  {
    key: 'couch-corgi',
    name: 'Couch Corgi',
    symbol: 'COUCH',
    logo: '🐕',
    description:
      'A corgi who refuses to leave the couch during a bull run. Almost funded with hours to go: the laziest dog needs one last push.',
    longDescription: `Couch Corgi is the dog who has seen every cycle from the same spot on the sofa. Bull run? Nap. Crash? Nap. The meme is the corgi's total indifference, captured in a series of increasingly lazy photos that the community edits into everything.

The "Couch Crew" is one of the friendliest communities around. Members post their own pets on the couch every day, and the weekly pet photo contest has become the main event.

Tokenomics: 1,000,000,000 COUCH, fair launch, creator holds 1.8%, locked for three months. The curve is close to graduating.

Roadmap: the raise funds a shelter donation for every 100 new holders, a corgi-shaped couch cushion for the top holders and a comic about the corgi's most spectacular naps.`,
    status: 'approved',
    riskScore: 'Medium',
    goal: 300,
    fundedPercent: 96.2,
    createdDaysAgo: 14,
    deadlineInDays: 1.2,
    twitterUrl: 'https://x.com/couchcorgisol',
    telegramUrl: 'https://t.me/couchcrew',
    websiteUrl: 'https://couchcorgi.example',
    comments: [
      'My dog won the pet photo contest, he is now insufferable',
      'Shelter donations per 100 holders is a great mechanic',
    ],
    latestComment: 'So close to the goal, the corgi could finish this without getting up',
  },
  {
    key: 'frogbeard',
    name: 'Frogbeard the Pirate',
    symbol: 'BEARD',
    logo: '🐸',
    description:
      'A frog pirate with a magnificent beard, sailing the Solana seas for buried treasure. Treasure maps, crew ranks and sea shanties.',
    longDescription: `Frogbeard is the most feared pirate in the pond: a frog with a braided beard, an eyepatch and a ship made from a lily pad. The lore is written by the community one chapter at a time, and each chapter ends with a riddle.

Solve the riddle and you earn a crew rank, from Deckhand to First Mate. Ranks are tracked in a public sheet and unlock a channel where the next chapter is drafted. The crew also writes sea shanties; there are eleven so far.

Tokenomics: 1,000,000,000 BEARD, fair launch, creator holds 2%, locked for four months. The treasure chest wallet holds donated tokens for riddle prizes.

Roadmap: an illustrated storybook of the first ten chapters, a recorded shanty album and a treasure-hunt event with prizes hidden across partner communities.`,
    status: 'approved',
    riskScore: 'Medium',
    goal: 1500,
    fundedPercent: 71.4,
    createdDaysAgo: 17,
    deadlineInDays: 11,
    twitterUrl: 'https://x.com/frogbeardpirate',
    telegramUrl: 'https://t.me/frogbeardcrew',
    discordUrl: 'https://discord.gg/frogbeard',
    comments: [
      'Finally solved the chapter six riddle, First Mate here I come',
      'The shanty album is going to be legendary',
      'Another frog coin, but the lore is actually good this time',
    ],
  },
  {
    key: 'banana-bureau',
    name: 'Banana Bureau',
    symbol: 'BNANA',
    logo: '🍌',
    description:
      'The official ministry of the banana standard. Stamps, paperwork and potassium, raising in USDC because bureaucrats love stability.',
    longDescription: `Banana Bureau is a satire of bureaucracy: a ministry run by bananas, where every action needs three forms and a stamp. The meme took off with a series of official-looking "decrees" about the banana standard, each signed by the Minister of Potassium.

Holders are "civil servants". They get promoted by filing absurd paperwork in the Discord, and the weekly decree is drafted by whoever has the highest rank. The forms are beautifully designed and genuinely funny.

Tokenomics: 1,000,000,000 BNANA, fair launch, creator holds 1%, locked for a year. The raise is denominated in USDC so that the budget for printed merch is predictable.

Roadmap: printed "official" banana passports for holders, a decree generator on the website and a mock election for Minister of Potassium.`,
    status: 'approved',
    riskScore: 'Low',
    currency: 'USDC',
    goal: 2000,
    fundedPercent: 45.3,
    createdDaysAgo: 10,
    deadlineInDays: 18,
    twitterUrl: 'https://x.com/bananabureau',
    websiteUrl: 'https://bananabureau.example',
    comments: [
      'Filed form B-7 for a promotion, awaiting my stamp',
      'Why USDC instead of SOL? Just curious about the reasoning',
      'The decree generator is going to be a meme factory',
    ],
    creatorReply: {
      to: 'Why USDC instead of SOL? Just curious about the reasoning',
      text: 'USDC keeps the merch budget predictable: printing quotes are in dollars. SOL contributions are welcome through the swap too.',
    },
  },
  {
    key: 'cosmic-cheese',
    name: 'Cosmic Cheese',
    symbol: 'CHEEZ',
    logo: '/demo/logos/cosmic-cheese.svg',
    description:
      'They said the moon was made of cheese. Cosmic Cheese is going there to check. Space lore, star maps and a very smelly rocket.',
    longDescription: `Cosmic Cheese is built on an old joke: the moon is made of cheese, and somebody has to go and verify it. The mascot is a wedge of cheese with rings like a planet, drifting through a field of stars.

The community writes "mission logs" together: every week the crew votes on where the cheese travels next, and artists illustrate the journey. The star map on the website grows with each mission.

Tokenomics: 1,000,000,000 CHEEZ, fair launch, creator holds 1.5%, locked for five months. Still early on the bonding curve.

Roadmap: an interactive star map with every mission, an illustrated zine of the mission logs and a holder-named constellation series.`,
    status: 'approved',
    riskScore: 'Medium',
    goal: 650,
    fundedPercent: 29.4,
    createdDaysAgo: 5,
    deadlineInDays: 24,
    twitterUrl: 'https://x.com/cosmiccheesesol',
    telegramUrl: 'https://t.me/cosmiccheese',
    comments: [
      'Voted for the cheese to visit the ring nebula next',
      'Mission log four had the best art so far',
    ],
  },
  {
    key: 'lobster-lagoon',
    name: 'Lobster Lagoon',
    symbol: 'LOBST',
    logo: '🦞',
    description:
      'Lobsters never stop growing, and neither will this lagoon. A crustacean empire with a big goal and an even bigger claw.',
    longDescription: `Lobster Lagoon runs on a biology fun fact: lobsters keep growing their whole lives. The meme is a lobster with one comically oversized claw, always reaching for the next thing. Its catchphrase, "molt and hold", is now a community greeting.

The lagoon is a Discord server built like a tide pool, with channels for every stage of a lobster's life. New members start as larvae and molt into bigger ranks by contributing art, memes or translations.

Tokenomics: 1,000,000,000 LOBST, fair launch, creator holds 3%, unlocked, with a public promise not to sell before the raise closes. The goal is large and the project is young.

Roadmap: an animated series about the lagoon, a molt-tracking profile badge and a partnership program with other sea-creature memes.`,
    status: 'approved',
    riskScore: 'High',
    goal: 7500,
    fundedPercent: 19.2,
    createdDaysAgo: 8,
    deadlineInDays: 20,
    twitterUrl: 'https://x.com/lobsterlagoon',
    discordUrl: 'https://discord.gg/lobsterlagoon',
    comments: [
      'Molt and hold. Just molted into Juvenile rank.',
      'Creator bag is unlocked, so a promise is all we have. Be careful out there.',
    ],
  },
  {
    key: 'grumpy-toast',
    name: 'Grumpy Toast',
    symbol: 'TOAST',
    logo: '🍞',
    description:
      'A slice of toast that is always a little burnt and very annoyed about it. Funded to the exact lamport, still grumpy.',
    longDescription: `Grumpy Toast is the breakfast nobody asked for: a slice of bread that came out of the toaster slightly burnt and has been furious ever since. Its frown is the most edited image in the community, placed on top of every bad news headline.

The community is small but loyal and spends most of its time in a "complaints department" channel where members write elaborate, formal complaints about minor inconveniences. The best complaints are read aloud in a weekly space.

Tokenomics: 1,000,000,000 TOAST, fair launch, creator holds 1%, locked for six months. The curve is nearly complete.

Roadmap: the raise, funded exactly to its goal, covers a picture book titled "Why Is Everything Burnt", a complaints-department bot for the Telegram and a toaster-shaped merch drop.`,
    status: 'approved',
    riskScore: 'Low',
    goal: 120,
    fundedPercent: 100,
    createdDaysAgo: 22,
    deadlineInDays: 7,
    twitterUrl: 'https://x.com/grumpytoastsol',
    telegramUrl: 'https://t.me/grumpytoast',
    comments: ['Filed a formal complaint about my coffee being too hot. It was accepted.'],
    latestComment: 'Funded to the exact lamport and the toast is still not happy',
  },
  {
    key: 'sushi-sensei',
    name: 'Sushi Sensei',
    symbol: 'SENSI',
    logo: '🍣',
    description:
      'A wise old cat who runs a tiny sushi bar and teaches patience one roll at a time. Freshly approved and just opening its doors.',
    longDescription: `Sushi Sensei is a gentle meme: an old cat in a headband behind the counter of a tiny sushi bar, dispensing life advice with every roll. "The rice needs time, and so do you" is the line that made it spread.

The community is new and calm. Members share their own cooking, and the Sensei's quote of the day is voted on by holders each morning.

Tokenomics: 1,000,000,000 SENSI, fair launch, creator holds 1%, locked for six months.

Roadmap: an illustrated book of the Sensei's sayings, a weekly cooking stream and a recipe collection written by the community.`,
    status: 'approved',
    riskScore: 'Medium',
    goal: 900,
    fundedPercent: 4.8,
    createdDaysAgo: 2,
    deadlineInDays: 28,
    twitterUrl: 'https://x.com/sushisenseicat',
    telegramUrl: 'https://t.me/sushisensei',
    comments: [
      'The rice needs time, and so do you. Printed it and put it on my fridge.',
      'Just approved and already a nice little community, early is good',
    ],
  },
  {
    key: 'quack-capital',
    name: 'Quack Capital',
    symbol: 'QUACK',
    logo: '🦆',
    description:
      'A rubber duck that gives terrible financial advice with total confidence. Submitted for review: the pond is waiting.',
    longDescription: `Quack Capital is a rubber duck in a bathtub with a tiny briefcase. It gives financial advice with complete confidence and zero accuracy, and the community loves it for that. Every piece of advice ends with "not financial advice, I am a duck".

The pond is just forming: a small Telegram group of early believers who post their bathtub setups and rate each other's ducks.

Tokenomics: 1,000,000,000 QUACK, fair launch planned on the bonding curve, creator buy capped at 1%, locked for six months.

Roadmap: a daily duck-advice bot, a rubber duck merch run and a bathtub-racing livestream.`,
    status: 'pending',
    riskScore: 'Medium',
    goal: 350,
    fundedPercent: 0,
    createdDaysAgo: 2,
    deadlineInDays: 28,
    twitterUrl: 'https://x.com/quackcapital',
    telegramUrl: 'https://t.me/quackcapital',
    demoRole: 'under_review',
  },
  {
    key: 'mammoth-mode',
    name: 'Mammoth Mode',
    symbol: 'MAMMO',
    logo: '🦣',
    description:
      'A woolly mammoth thawed out of the ice age and is very confused by the blockchain. Big lore, big goal, waiting for review.',
    longDescription: `Mammoth Mode starts with a woolly mammoth waking up in a block of ice, ten thousand years late, and trying to understand why everyone is staring at candles on a screen. The lore is written as a diary, one confused entry at a time.

The team has prepared a full pitch deck, a first batch of thirty diary entries and an animator for the launch trailer.

Tokenomics: 1,000,000,000 MAMMO, fair launch planned, creator buy capped at 2% with a 12-month linear unlock.

Roadmap: an animated trailer, a weekly diary comic and a "thaw event" where holders help the mammoth discover a new piece of technology each week.`,
    status: 'pending',
    riskScore: 'High',
    goal: 4000,
    fundedPercent: 0,
    createdDaysAgo: 1,
    deadlineInDays: 29,
    twitterUrl: 'https://x.com/mammothmodesol',
    discordUrl: 'https://discord.gg/mammothmode',
    websiteUrl: 'https://mammothmode.example',
    pitchDeckUrl: 'https://mammothmode.example/mammoth-mode-deck.pdf',
  },
  {
    key: 'eight-arm-army',
    name: 'Eight Arm Army',
    symbol: 'ARMS',
    logo: '🐙',
    description:
      'An octopus that multitasks eight trades at once and drops all of them. A small, sincere community waiting for approval.',
    longDescription: `Eight Arm Army is an octopus with a keyboard in every tentacle, trying to trade eight charts at once and fumbling all of them. It is a meme about overcommitting, and everybody who has ever had too many tabs open gets it.

The community is small and friendly: a Telegram group where members share their most chaotic desk setups.

Tokenomics: 1,000,000,000 ARMS, fair launch planned, creator buy capped at 1%.

Roadmap: a desk-setup contest, an eight-panel comic series and an ink-splatter sticker pack.`,
    status: 'pending',
    riskScore: 'Low',
    goal: 200,
    fundedPercent: 0,
    createdDaysAgo: 4,
    deadlineInDays: 26,
    telegramUrl: 'https://t.me/eightarmarmy',
    websiteUrl: 'https://eightarmarmy.example',
  },
  {
    key: 'infinite-yield-frog',
    name: 'Infinite Yield Frog',
    symbol: 'FROGY',
    logo: '🤑',
    description:
      'Promised a guaranteed 1% daily yield for holding a frog. Pulled from the platform after the community flagged the claims.',
    longDescription: `Infinite Yield Frog launched with a frog in a top hat and a promise of a "guaranteed 1% daily yield" paid from a treasury that was never shown on-chain.

The project was approved on the strength of its art and early community, then set to rejected after holders flagged the guaranteed-return claims and a large transfer out of a wallet linked to the team. Contributions are being refunded.`,
    status: 'rejected',
    riskScore: 'High',
    goal: 2500,
    fundedPercent: 22,
    createdDaysAgo: 33,
    deadlineInDays: -3,
    twitterUrl: 'https://x.com/infiniteyieldfrog',
    telegramUrl: 'https://t.me/infiniteyieldfrog',
  },
  {
    key: 'owl-night-shift',
    name: 'Owl Night Shift',
    symbol: 'HOOT',
    logo: '🦉',
    description:
      'An owl that only works the night shift, trading while everyone sleeps. Cancelled by its creator; contributions were refunded.',
    longDescription: `Owl Night Shift was a meme for night owls: an owl with a thermos of coffee, watching the charts while the rest of the world sleeps.

The creator cancelled the raise after the first weeks to rework the concept and the art. Every contribution was refunded in full; the owl may return later under a new project.`,
    status: 'rejected',
    riskScore: 'Medium',
    goal: 600,
    fundedPercent: 6,
    createdDaysAgo: 38,
    deadlineInDays: -8,
    twitterUrl: 'https://x.com/owlnightshift',
    demoRole: 'cancelled',
  },
  {
    key: 'spicy-noodle-syndicate',
    name: 'Spicy Noodle Syndicate',
    symbol: 'NOODL',
    logo: '🍜',
    description:
      'A secret society of instant noodles plotting to take over the timeline. Rejected at review: the token kept its mint authority.',
    longDescription: `Spicy Noodle Syndicate imagined a secret society of instant noodle cups meeting in a kitchen cupboard to plan their takeover of the timeline, one spicy meme at a time.

The submission was rejected at review because the token's mint authority had not been revoked, which would let the creator print more tokens at will. The creator can resubmit with a fresh mint.`,
    status: 'rejected',
    riskScore: 'High',
    goal: 1000,
    fundedPercent: 0,
    createdDaysAgo: 41,
    deadlineInDays: -11,
    mintAuthorityKept: true,
    twitterUrl: 'https://x.com/spicynoodlesyn',
    telegramUrl: 'https://t.me/spicynoodlesyndicate',
    demoRole: 'rejected',
  },
];

/** The demo wallet's contributions (in the project's currency) to other creators' projects. */
export const demoInvestments: Array<{ project: string; amount: number }> = [
  { project: 'sir-honkington', amount: 2.5 },
  { project: 'pixel-pigeon', amount: 1.2 },
  { project: 'hamster-hedge-fund', amount: 0.5 },
  { project: 'capy-chill-club', amount: 4 },
  { project: 'couch-corgi', amount: 0.25 },
  // Invested while approved; the project was pulled later, hence the refund below.
  { project: 'infinite-yield-frog', amount: 1.5 },
];

/**
 * Claims the demo wallet makes while seeding (real payouts from the vault: SOL, or tokens from the
 * escrow's token account). Its other claims come from settlement itself: a token allocation in
 * hamster-hedge-fund (funded, ended) and a refund from infinite-yield-frog (pulled), both left
 * unclaimed, and moon-potato's token remainder when its shares leave one.
 */
export const demoClaims: Array<{
  project: string;
  fundType: 'refund' | 'creator_payout' | 'token_allocation' | 'token_return';
}> = [
  { project: 'moon-potato', fundType: 'creator_payout' },
  // The cancelled campaign's creator took its deposited tokens back.
  { project: 'owl-night-shift', fundType: 'token_return' },
];

/** Approved projects the demo wallet has liked. */
export const demoLikes = ['sir-honkington', 'pixel-pigeon', 'capy-chill-club', 'couch-corgi'];

/**
 * Generic community chatter; `{symbol}` becomes the project's ticker ($HONK) and `{name}` its name.
 */
export const communityComments: string[] = [
  'Is the LP burned or just locked? Could not find the transaction anywhere.',
  'Bought a small bag of {symbol}, the art alone is worth it',
  'Is the dev doxxed or anon? Not a dealbreaker, just want to know.',
  'Chart looks healthy, no big wallets dumping so far',
  'What share of supply do the top 10 holders have? Asking before I ape.',
  'gm {symbol} fam ☀️',
  'This is the one. Screenshot this.',
  'The meme is funny but I want to see a roadmap past the bonding curve',
  'Not financial advice but I am in for 0.5 SOL',
  'Any plans for a centralized exchange listing, or is that pure hopium?',
  'Dev, please update the pinned post in the Telegram, the contract address there is outdated',
  'The sticker pack is elite',
  'Got burned by three animal coins this month. Convince me {name} is different.',
  'Mint authority revoked? Freeze authority? Checked both on the explorer and they look clean.',
  'LFG {symbol} 🚀',
  'Where is the bonding curve at right now? The chart will not load for me.',
  'Mods are super helpful, got my wallet question answered in two minutes',
  'A proper website before the next raid campaign would help a lot',
  'It has no utility and that is exactly why I like it',
  'Sold half at 2x, riding the rest for free',
  'Community call on Friday was great, the roadmap makes sense to me',
  'Is there a vesting schedule for the creator bag?',
  'Risk rating seems fair. Small bag only.',
  'Whoever drew the logo deserves a raise',
  'Slow and steady holder growth, I like it',
  'What happens to the raised SOL if the goal is not hit? Full refund?',
  'Whales are quiet today, good time to accumulate',
  'The X account posts banger memes every day, that is half the battle',
  'Funding goal feels a bit high for a meme this early',
  'Memes are strong, volume is strong, I am strong 💪',
  'Is there a buy tax? Seeing odd numbers on my swap.',
  'No buy or sell tax, I checked the program accounts myself',
  'Creator answered every question in the chat within minutes, respect',
  'This community is unhinged in the best way',
  'Please do not rug, I have a cat to feed',
  'A charity tie-in would fit this theme really well',
  'Down 30 percent from my entry but the vibes remain immaculate',
  'Clean tokenomics: no presale, tiny creator bag. That is rare.',
  '{name} merch when?',
  'Just found this, how is {symbol} not on everyone’s timeline yet?',
  'Set a price alert and went to touch grass. Best decision of the week.',
  'The holder count keeps climbing every time I check',
];
