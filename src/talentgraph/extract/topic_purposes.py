"""What the owner's research sets out to study: the object of "to study / understand / investigate /
examine" in a sentence about the owner's own work ("I use sonar and drifters to study kelp forest
recovery", "My research aims to understand the basis of coral bleaching"). The methods before it
vary in whether a reader would call them the person's field; the thing studied is the research area.

>>> from talentgraph.extract.sections import split_lines
>>> lines = split_lines(["I combine field surveys and models to study kelp forest recovery in cold seas."])
>>> [text for text, _ in purpose_objects(lines)]
['kelp forest recovery in cold seas']
"""

from __future__ import annotations

import re

from .sections import Line
from .topic_prose import is_clause, is_verb_phrase

__all__ = ["asked_questions", "focus_objects", "made_objects", "purpose_objects", "run_on", "studied_object"]


def run_on(lines: list[Line], i: int, enders: str = r"[.!?:;]") -> str:
    """Line ``i``'s text, with the next line's when the sentence goes on there (no ``enders`` at its end
    and the next line a plain one): a PDF's or a hand-wrapped paragraph's line break.

    >>> from talentgraph.extract.sections import split_lines
    >>> run_on(split_lines(["I study how tides", "shape the coast."]), 0)
    'I study how tides shape the coast.'
    """
    ln, nxt = lines[i], lines[i + 1] if i + 1 < len(lines) else None
    if (
        nxt is None
        or not nxt.text
        or nxt.heading
        or nxt.bullet
        or nxt.skip
        or re.search(enders + r"\s*$", ln.text)
    ):
        return ln.text
    return f"{ln.text} {nxt.text}"


# the owner (or their research) is the sentence's subject before the purpose
_OWNER = re.compile(
    r"\b(?-i:I|[Ww]e)\b|\b(?:my|our)\s+(?:\w+\s+){0,2}?(?:research|work|thesis|dissertation|lab|group)\b",
    re.I,
)
_PURPOSE = re.compile(
    r"\bto\s+(?:(?:better|further|try\s+and|help)\s+)?(?:understand|study|investigate|examine)"
    r"(?:\s+and\s+(?:predict|address|model|explain|quantify|characteri[sz]e))?\s+",
    re.I,
)
# where the object ends: another clause, a method, a purpose, an aside or a second predicate
_OBJECT_END = re.compile(
    r"\s*[,;:()—–]|\s+(?:with|using|through|via|by|from|so\s+that|in\s+order|that|which|who|where|whereas"
    r"|as\s+well\s+as|to|and\s+(?:how|why|what|whether|to|then|also|in)|and\s+[a-z]+ed)\b",
)
# an object that names no area: a pronoun, a question, the reader's or a vague thing
_NO_AREA = re.compile(
    r"^(?:it|them|this|that|these|those|their|its|his|her|our|my|your|such|what|how|why|whether|if|at|in|with"
    r"|for|from|on|more|some|any|all|issues|questions|problems|things|topics|ways?|them)\b",
    re.I,
)
_MOST_WORDS = 12
# a head noun that says nothing alone ("to understand the mechanisms that drive …")
_VAGUE_HEAD = re.compile(
    r"(?:mechanisms?|process(?:es)?|factors?|roles?|effects?|dynamics|nature|basis|impacts?"
    r"|relationships?|origins?|causes?|consequences?|structure|behaviou?r|interactions?)",
    re.I,
)
# a vague plural head with the relative clause that says which: "the algorithms by which cells divide"
_DESCRIBED_HEAD = re.compile(
    r"(?:the\s+)?((?:[\w-]+\s+){0,3}?(?:mechanisms|process(?:es)?|factors|algorithms|principles|drivers|rules"
    r"|networks|forces|pathways)\s+(?:that|which|by\s+which)\s+[^,;:()]+?)"
    # the clause ends only after a word, so a run of spaces is scanned once, not once per space
    r"(?<!\s)(?=\s*(?:[,;:()]|$)|\s+(?:using|with|through|via|involved|in\s+order|so\s+that)\b)",
    re.I,
)
# another subject between the owner and the purpose: "I learn X and how they might help to study Y"
_OTHER_SUBJECT = re.compile(r"\b(?:they|it|he|she|you|this|these)\b(?!\s*['’]s)", re.I)
# a sentence about teaching ("In my course I ask students to use maps to study rivers") or one that
# denies the work ("I no longer use X to study Y", "I don't develop Z"): not the owner's research
_NOT_OWN_WORK = re.compile(
    r"(?<![-\w])(?:teach\w*|taught|(?<!of\s)courses?|class(?:es|room)?|lectures?|curricul\w*|syllab\w*|pupils"
    r"|students\s+to)\b|\b(?:(?<!or\s)not(?!\s+(?:only|just))|never|no\s+longer)\b|n['’]t\b",
    re.I,
)


def studied_object(rest: str) -> str | None:
    """The noun phrase a purpose verb takes, from the text that follows the verb, else ``None``.

    >>> studied_object("the evolution of gene expression noise, and I teach.")
    'evolution of gene expression noise'
    >>> studied_object("how rivers move sand."), studied_object("at a small college in Maine.")
    (None, None)
    >>> studied_object("emergent order in flocks with simulations and field data.")
    'emergent order in flocks'
    """
    text = re.split(r"(?<=[a-z)])[.?!](?:\s|$)", rest.strip())[0]
    described = _DESCRIBED_HEAD.match(text)
    if described and len(described.group(1).split()) <= _MOST_WORDS + 2:
        return described.group(1)  # "the mechanisms that drive A": the head alone says nothing
    text = _OBJECT_END.split(text, maxsplit=1)[0].strip(" .")
    text = re.sub(r"^(?:the|a|an)\s+", "", text, flags=re.I)
    words = text.split()
    if (
        not 1 <= len(words) <= _MOST_WORDS
        or _NO_AREA.match(text)
        or text.lower().startswith("how")
        or is_clause(text)
        or is_verb_phrase(text)
    ):
        return None
    if not re.fullmatch(r"[\w\s'’/&-]+", text) or words[-1].lower() in {"of", "and", "in", "on", "the"}:
        return None
    if (len(words) == 1 and _VAGUE_HEAD.fullmatch(text)) or any(len(w) > 20 for w in words):
        return None  # a vague head alone; words run together by a PDF's layout
    return text


_SENTENCE_END = re.compile(r"(?<=[a-z)])[.!?]\s")


def _sentence_before(text: str, end: int) -> str:
    """The part of the sentence that ends at ``end`` (the text since the last sentence break).

    >>> _sentence_before("I teach. I use maps to study dunes", 19)
    'I use maps'
    """
    return _SENTENCE_END.split(text[:end])[-1]


def _about_own_work(sentence: str) -> bool:
    """Whether a sentence's subject is the owner's own work: a first-person subject with nobody else's
    after it, and no teaching or denial ("In my course I ask students to …", "I no longer …")."""
    owners = list(_OWNER.finditer(sentence))
    return (
        bool(owners)
        and not _OTHER_SUBJECT.search(sentence[owners[-1].end() :])
        and not _NOT_OWN_WORK.search(sentence)
    )


def purpose_objects(lines: list[Line]) -> list[tuple[str, Line]]:
    """The studied objects of the owner's research sentences in prose (no bullets, headings or entries
    of a CV's other sections), as (text, line)."""
    out: list[tuple[str, Line]] = []
    for ln in lines:
        if ln.kind not in {None, "about", "interests"} or ln.heading or ln.skip or ln.bullet or not ln.text:
            continue
        for m in _PURPOSE.finditer(ln.text):
            if not _about_own_work(_sentence_before(ln.text, m.start())):
                continue
            found = studied_object(ln.text[m.end() :])
            if found:
                out.append((found, ln))
    return out


# "I develop A", "My team and I build A": what the owner's research makes is its area
_MAKES = re.compile(
    r"\b(?:I|(?:[Mm]y|[Oo]ur)\s+(?:team|group|lab|students)\s+and\s+I)\s+"
    r"(?:(?:also|primarily|mainly|currently|now)\s+)?(?:develop|build|design)\s+"
    r"(?!and\b|or\b|on\b|upon\b|it\b|them\b|this\b|these\b|that\b|my\b|our\b|a\b|an\b|the\b)"
)
_MADE_END = re.compile(
    r"\s*(?:[;:!?()]|\.(?:\s|$)|\s[—–]\s)"
    r"|,\s+(?:and|with|which|while|where|including|as|but|so|I|we|[a-z]+ing)\b"
    r"|,\s+(?=[a-z]+\s+(?:them|it|these|those)\b)"  # ", assemble them into …": a second act
    r"|\s+(?:and\s+(?:apply|use|test|maintain|deploy|evaluate)|so\s+that|in\s+order|with\s+the\s+goal"
    r"|where|when|whenever|if)\b"
)
_PASTIME = re.compile(r"\b(?:spare|free|leisure)\s+time\b|\bhobby\b|\bfor\s+fun\b", re.I)
# a made thing named only by its kind ("new methods", "novel theoretical tools"): no area
_KIND_ONLY = re.compile(
    r"(?:(?:new|novel|better|innovative|theoretical|computational|statistical|open-source|scientific)\s+)*"
    r"(?:methods?|tools?|models?|software|algorithms?|approaches|techniques|frameworks?|systems?|solutions?)",
    re.I,
)


def made_objects(lines: list[Line]) -> list[tuple[str, Line]]:
    """What the owner says they develop, build or design, in the prose about them (as (text, line)):
    "I develop sonar methods for mapping kelp" names the research. A bare kind of thing ("I develop
    new methods") names none.

    >>> from talentgraph.extract.sections import split_lines
    >>> [t for t, _ in made_objects(split_lines(["I build ocean models to forecast coastal floods."]))]
    ['ocean models to forecast coastal floods']
    >>> made_objects(split_lines(["In my spare time I build furniture.", "I develop new methods."]))
    []
    """
    out: list[tuple[str, Line]] = []
    for ln in lines:
        if ln.kind not in {None, "about", "interests"} or ln.heading or ln.skip or ln.bullet or not ln.text:
            continue
        for m in _MAKES.finditer(ln.text):
            sentence = _sentence_before(ln.text, m.start())
            if _PASTIME.search(sentence + ln.text[m.end() : m.end() + 80]) or _NOT_OWN_WORK.search(sentence):
                continue
            text = _MADE_END.split(ln.text[m.end() :], maxsplit=1)[0].strip(" .,")
            words = text.split()
            kind_only = _KIND_ONLY.fullmatch(re.split(r"\s+to\s+", text)[0])  # "models to predict A"
            if "," in text:
                continue  # "I build cameras, lenses and robots": things made, no research area named
            if not 2 <= len(words) <= 16 or kind_only or not re.fullmatch(r"[\w\s,'’/&-]+", text):
                continue
            out.append((text, ln))
    return out


# "…, with a (particular) focus on A": A narrows the research the sentence states
_FOCUS = re.compile(
    r"\bwith\s+(?:a|an)\s+(?:(?:particular|primary|special|specific|main|strong|empirical|regional)\s+)?"
    r"(?:focus|emphasis)\s+on\s+",
    re.I,
)
_FOCUS_END = re.compile(
    r"\s*(?:[;:()]|\.(?:\s|$)|\s[—–]\s)|,?\s+(?:as\s+well\s+as|which|while|where|so\s+that|in\s+order)\b"
    r"|,\s+(?:and\s+)?(?:I|we|he|she|they|[a-z]+ing)\b"
)
# a degree or a course, as a whole word: not the "ma" of "market" nor the "ba" of "basin"
_DEGREE = re.compile(
    r"\b(?:degrees?|bachelor\w*|master\w*|B\.?\s?S\.?c?|M\.?\s?S\.?c?|B\.?A\.?|M\.?A\.?|Ph\.?\s?D|courses?"
    r"|class(?:es)?|taught|teach\w*)(?![a-z])",
    re.I,
)


def focus_objects(lines: list[Line]) -> list[tuple[str, Line]]:
    """What the owner's research sentence says it focuses on ("I study erosion, with a particular focus
    on tidal flats"); a degree's or a course's focus is no research area.

    >>> from talentgraph.extract.sections import split_lines
    >>> [t for t, _ in focus_objects(split_lines(["I study coastal erosion, with a focus on tidal flats."]))]
    ['tidal flats']
    >>> focus_objects(split_lines(["I hold an M.S. in civil engineering with a focus on bridges."]))
    []
    """
    out: list[tuple[str, Line]] = []
    for i, ln in enumerate(lines):
        if ln.kind not in {None, "about", "interests"} or ln.heading or ln.skip or not ln.text:
            continue
        # a sentence wrapped onto the next line (a PDF's layout): the list goes on there
        full = run_on(lines, i)
        for m in _FOCUS.finditer(ln.text):
            sentence = _sentence_before(ln.text, m.start())
            if _DEGREE.search(sentence) or not _OWNER.search(sentence) or _NOT_OWN_WORK.search(sentence):
                continue  # a degree's or a course's focus; a sentence not about the owner's work
            text = _FOCUS_END.split(full[m.end() :], maxsplit=1)[0].strip(" .,")
            text = re.sub(r"^(?:the|a|an)\s+", "", text, flags=re.I)
            for item in re.split(r",\s+(?:and\s+|or\s+)?|\s+and\s+", text):
                words = item.split()
                if not 1 <= len(words) <= 8 or words[0].lower().endswith("ing") or _NO_AREA.match(item):
                    continue
                if re.fullmatch(r"[\w\s'’/&-]+", item) and not is_verb_phrase(item):
                    out.append((item, ln))
    return out


# "I study how A", "My research aims to understand how A", "I am interested in how A": the question
# the owner's research asks is its area, written as the document writes it
_ASKS = re.compile(
    r"\b(?:study|studies|studying|understand|understanding|interested\s+in|investigate|investigating|explore"
    r"|exploring|examine|examining|(?:focus(?:es|ed|ing)?|cent(?:er|re)(?:s|d)?)\s+(?:\w+ly\s+)?on)\s+(?=how\s)"
)
_ASK_END = re.compile(
    r"\s*(?:[;:!?()]|\.(?:\s|$)|\s[—–]\s)|,?\s+(?:which|while|where|using|through|via)\b"
    r"|,\s+(?:and\s+)?(?:I|we|with|from|including|especially|particularly)\b"
)
_MOST_ASK_WORDS = 22


def asked_questions(lines: list[Line]) -> list[tuple[str, Line]]:
    """The "how …" questions the owner's research asks, each as written ("how A" and "how B" apart).

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["I study how dunes migrate and how storms reshape them, using drones."])
    >>> [t for t, _ in asked_questions(lines)]
    ['how dunes migrate', 'how storms reshape them']
    """
    out: list[tuple[str, Line]] = []
    for ln in lines:
        if ln.kind not in {None, "about", "interests"} or ln.heading or ln.skip or not ln.text:
            continue
        for m in _ASKS.finditer(ln.text):
            if not _about_own_work(_sentence_before(ln.text, m.start())):
                continue
            text = _ASK_END.split(ln.text[m.end() :], maxsplit=1)[0].strip(" .,")
            for question in re.split(r",?\s+and\s+(?=how\s)", text):
                if 3 <= len(question.split()) <= _MOST_ASK_WORDS:
                    out.append((question, ln))
    return out
