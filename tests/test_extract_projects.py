def test_one_word_project_off_its_line_is_not_a_rereading_of_a_longer_name():
    from talentgraph.extract.projects import _without_rereadings
    from talentgraph.model import Evidence, Project

    a = Project("Tide Maps: A Survey", evidence=Evidence(3, "Tide Maps: A Survey NSF"))
    b = Project("Tide", evidence=Evidence(5, "2019-2021 $40,000"))
    assert [p.name for p in _without_rereadings([a, b])] == ["Tide Maps: A Survey", "Tide"]
