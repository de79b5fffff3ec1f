"""A generated world of fictional researcher profiles with known ground truth (deterministic seed).

Each person has 1–4 posts at distinct organisations (sub-units such as Google DeepMind and Meta AI
under their parents, an unknown organisation written two ways), written with year ranges, month
ranges, seasons, single years and open ends, and 1–4 research topics. Some people share a name
(namesakes: same name, different email). :func:`write_world` writes one Markdown CV per person.

>>> people = generate_world(20, seed=7)
>>> len(people), people == generate_world(20, seed=7)
(20, True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

#: (how a document writes it, the organisation id resolution must give)
ORGS = [
    ("Google DeepMind", "google-deepmind"),
    ("Google", "google"),
    ("Waymo", "waymo"),
    ("Meta AI", "meta-ai"),
    ("Meta", "meta"),
    ("Microsoft Research", "microsoft-research"),
    ("Microsoft", "microsoft"),
    ("Amazon Web Services", "aws"),
    ("NVIDIA", "nvidia"),
    ("Intel Labs", "intel-labs"),
    ("IBM Research", "ibm-research"),
    ("Apple", "apple"),
    ("Carnegie Mellon University", "cmu"),
    ("Stanford University", "stanford"),
    ("Quillon Data", "x-quillondata"),
    ("QuillonData", "x-quillondata"),
]
TOPICS = [
    "Machine learning",
    "Robotics",
    "Computer graphics",
    "Quantum computing",
    "Signal processing",
    "Deep learning",
    "Clustering",
    "Active learning",
    "Transfer learning",
    "Programming languages",
    "Software engineering",
    "Human-computer interaction",
]
ROLES = ["Research Scientist", "Software Engineer", "Research Intern", "Engineer", "Postdoctoral Researcher"]
FIRST = [
    "Mira",
    "Tomas",
    "Ines",
    "Kofi",
    "Lena",
    "Ravi",
    "Yuki",
    "Omar",
    "Sara",
    "Piotr",
    "Ana",
    "Jun",
    "Eli",
    "Noor",
]
LAST = [
    "Okonkwo",
    "Varga",
    "Lindqvist",
    "Mensah",
    "Haddad",
    "Iyer",
    "Tanaka",
    "Farouk",
    "Ruiz",
    "Nowak",
    "Costa",
]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
SEASONS = [("Spring", 3, 5), ("Summer", 6, 8), ("Fall", 9, 11)]


@dataclass(frozen=True)
class Post:
    """One post as written (``written``) and as the truth (``start``/``end`` in profile form)."""

    org_text: str
    org_id: str
    role: str
    written: str
    start: str
    end: str


@dataclass(frozen=True)
class WorldPerson:
    source: str
    name: str
    email: str
    posts: tuple[Post, ...]
    topics: tuple[str, ...] = field(default_factory=tuple)


def _period(rng: random.Random) -> tuple[str, str, str]:
    """(written, start, end) for one post, in one of the ways CVs write time."""
    kind = rng.choice(["years", "months", "season", "open", "single"])
    y0 = rng.randint(2000, 2023)
    if kind == "years":
        y1 = min(2025, y0 + rng.randint(0, 5))
        return f"{y0} - {y1}", str(y0), str(y1)
    if kind == "months":
        m0, span = rng.randint(1, 12), rng.randint(1, 40)
        y1, m1 = y0 + (m0 - 1 + span) // 12, (m0 - 1 + span) % 12 + 1
        return f"{MONTHS[m0 - 1]} {y0} - {MONTHS[m1 - 1]} {y1}", f"{y0}-{m0:02d}", f"{y1}-{m1:02d}"
    if kind == "season":
        name, first, last = rng.choice(SEASONS)
        return f"{name} {y0}", f"{y0}-{first:02d}", f"{y0}-{last:02d}"
    if kind == "open":
        m0 = rng.randint(1, 12)
        return f"{MONTHS[m0 - 1]} {y0} - present", f"{y0}-{m0:02d}", "present"
    return str(y0), str(y0), str(y0)


def generate_world(n: int = 240, seed: int = 15) -> list[WorldPerson]:
    """``n`` people; about one in twelve reuses an earlier person's name (a namesake)."""
    rng = random.Random(seed)
    people: list[WorldPerson] = []
    for i in range(n):
        if people and rng.random() < 1 / 12:
            name = rng.choice(people).name
        else:
            name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        slug = name.lower().replace(" ", ".")
        orgs = rng.sample(ORGS, rng.randint(1, 4))
        if len({org_id for _, org_id in orgs}) < len(orgs):  # one post per organisation
            orgs = list({org_id: (text, org_id) for text, org_id in orgs}.values())
        posts = []
        for text, org_id in orgs:
            written, start, end = _period(rng)
            posts.append(Post(text, org_id, rng.choice(ROLES), written, start, end))
        topics = tuple(rng.sample(TOPICS, rng.randint(1, 4)))
        people.append(WorldPerson(f"p{i:03d}.md", name, f"{slug}.{i}@mail.example", tuple(posts), topics))
    return people


def render(person: WorldPerson) -> str:
    """The person's Markdown CV."""
    lines = [f"# {person.name}", person.email, "", "## Experience"]
    lines += [f"- {p.written}: {p.role} at {p.org_text}" for p in person.posts]
    lines += ["", "## Research interests"]
    lines += [f"- {t}" for t in person.topics]
    return "\n".join(lines) + "\n"


def write_world(folder: Path, people: list[WorldPerson]) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for person in people:
        path = folder / person.source
        path.write_text(render(person), encoding="utf-8")
        paths.append(path)
    return paths
