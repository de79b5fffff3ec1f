"""Plain data passed between pipeline stages.

``sources`` makes a :class:`Document`, ``extract`` turns it into a :class:`Profile`, ``resolve``
fills in canonical names and identifiers, ``rdf`` turns the profile into triples. The profile's
dictionary form is the profile JSON contract of DESIGN.md.

>>> p = Profile(source="cv.txt")
>>> p.affiliations.append(Affiliation(org_text="ACME Labs", role="Intern", start="2020-06"))
>>> d = p.to_dict()
>>> d["affiliations"][0]["org_text"], d["person"]["name"]
('ACME Labs', None)
>>> Profile.from_dict(d) == p
True
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = [
    "Affiliation",
    "Award",
    "Document",
    "Education",
    "Evidence",
    "Mention",
    "Person",
    "Profile",
    "Project",
    "Publication",
    "Technology",
    "Topic",
]


@dataclass(frozen=True)
class Document:
    """A source document as read from disk, before any interpretation.

    ``source`` is the document's name inside its batch (the file name, or the path relative to the
    folder that was ingested); it identifies the document's named graph. ``text`` is the text with
    one entry per source line kept in ``lines`` (line numbers in evidence are 1-based indexes into
    it). ``data`` holds the parsed object for structured formats (JSON Resume, YAML pages).
    ``warnings`` say what of the document could not be read (PDF pages past the cap, a front matter
    key that is not valid YAML); extraction passes them on to the profile.
    """

    source: str
    format: str
    text: str
    sha256: str
    path: Path | None = None
    data: Any = None
    warnings: tuple[str, ...] = ()

    @property
    def lines(self) -> list[str]:
        return self.text.splitlines()


@dataclass(frozen=True)
class Evidence:
    """Where a fact was read: 1-based line number and that line's text."""

    line: int
    text: str


@dataclass
class Person:
    name: str | None = None
    emails: list[str] = field(default_factory=list)
    homepage: str | None = None
    location: str | None = None
    orcid: str | None = None


@dataclass
class Affiliation:
    """A position held at an organisation (employment, internship, research assistantship)."""

    org: str | None = None
    org_text: str | None = None
    org_id: str | None = None
    unit: str | None = None
    role: str | None = None
    start: str | None = None
    end: str | None = None
    location: str | None = None
    evidence: Evidence | None = None
    ror: str | None = None


@dataclass
class Education:
    institution: str | None = None
    institution_text: str | None = None
    org_id: str | None = None
    degree: str | None = None
    field: str | None = None
    start: str | None = None
    end: str | None = None
    evidence: Evidence | None = None
    ror: str | None = None


@dataclass
class Project:
    name: str
    org: str | None = None
    start: str | None = None
    end: str | None = None
    description: str | None = None
    links: list[str] = field(default_factory=list)
    evidence: Evidence | None = None
    org_id: str | None = None


@dataclass
class Topic:
    label: str
    concept_id: str | None = None
    evidence: Evidence | None = None


@dataclass
class Technology:
    label: str
    evidence: Evidence | None = None
    tech_id: str | None = None


@dataclass
class Mention:
    """Another person named in the document, with their relation to the profile's owner.

    ``relation`` is one of supervisor, advisor, mentor, collaborator, manager, student.
    ``org``/``org_id`` is the organisation the mention is tied to in the document, if any.
    """

    name: str
    relation: str = "collaborator"
    evidence: Evidence | None = None
    org: str | None = None
    org_id: str | None = None


@dataclass
class Publication:
    title: str | None = None
    venue: str | None = None
    year: str | None = None
    url: str | None = None
    evidence: Evidence | None = None


@dataclass
class Award:
    name: str
    org: str | None = None
    year: str | None = None
    evidence: Evidence | None = None


_LISTS: dict[str, type] = {
    "affiliations": Affiliation,
    "education": Education,
    "projects": Project,
    "topics": Topic,
    "technologies": Technology,
    "people": Mention,
    "publications": Publication,
    "awards": Award,
}


@dataclass
class Profile:
    """Everything extracted from one document (the profile JSON of DESIGN.md)."""

    source: str
    person: Person = field(default_factory=Person)
    affiliations: list[Affiliation] = field(default_factory=list)
    education: list[Education] = field(default_factory=list)
    projects: list[Project] = field(default_factory=list)
    topics: list[Topic] = field(default_factory=list)
    technologies: list[Technology] = field(default_factory=list)
    people: list[Mention] = field(default_factory=list)
    publications: list[Publication] = field(default_factory=list)
    awards: list[Award] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """The profile JSON object: every key present, in contract order."""
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Profile:
        """Inverse of :meth:`to_dict`; unknown keys are ignored, missing ones take defaults."""
        kwargs: dict[str, Any] = {"source": data["source"]}
        kwargs["person"] = _build(Person, data.get("person") or {})
        for key, item_type in _LISTS.items():
            kwargs[key] = [_build(item_type, item) for item in data.get(key) or []]
        kwargs["warnings"] = list(data.get("warnings") or [])
        return cls(**kwargs)

    def copy(self) -> Profile:
        """A copy to change without changing this one: every item and list its own, only frozen
        evidence and strings shared (what ``copy.deepcopy`` gives, at a quarter of its cost).

        >>> p = Profile("cv.md", projects=[Project("Ray", links=["https://ray.io"])])
        >>> q = p.copy()
        >>> q.projects[0].links.append("x"); q.person.emails.append("a@b.c"); q.projects[0].org = "Y"
        >>> p == Profile("cv.md", projects=[Project("Ray", links=["https://ray.io"])]), q == p
        (True, False)
        """
        person = dataclasses.replace(self.person, emails=list(self.person.emails))
        lists: dict[str, Any] = {
            key: [dataclasses.replace(item) for item in getattr(self, key)] for key in _LISTS
        }
        for project in lists["projects"]:
            project.links = list(project.links)
        return dataclasses.replace(self, person=person, warnings=list(self.warnings), **lists)


def _build(item_type: type, data: dict[str, Any]) -> Any:
    names = {f.name for f in dataclasses.fields(item_type)}
    values = {k: v for k, v in data.items() if k in names}
    if isinstance(values.get("evidence"), dict):
        values["evidence"] = Evidence(**values["evidence"])
    return item_type(**values)
