"""Solves the random constraint systems HeroLayoutTests writes, with kiwisolver (an independent
Cassowary implementation from PyPI), and prints the solutions as JSON.

Input (argv[1]): [{"variables": n, "constraints": [{"terms": [[i, c], ...], "constant": k,
"relation": "==" | "<=" | ">=", "strength": w}], "edits": [{"variable": i, "strength": w,
"values": [v, ...]}]}, ...]. Output: one entry per system: {"unsatisfiable": [constraint index, ...],
"solutions": [[value per variable], ...]}: after the constraints, then after each suggested value.
"""
import json
import sys

import kiwisolver as kiwi

systems = json.load(open(sys.argv[1]))
results = []
for system in systems:
    solver = kiwi.Solver()
    variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
    unsatisfiable = []
    for index, c in enumerate(system["constraints"]):
        expression = sum((coefficient * variables[i] for i, coefficient in c["terms"]), c["constant"])
        relation = c["relation"]
        if relation == "==":
            constraint = expression == 0
        elif relation == "<=":
            constraint = expression <= 0
        else:
            constraint = expression >= 0
        try:
            solver.addConstraint(constraint | c["strength"])
        except kiwi.UnsatisfiableConstraint:
            unsatisfiable.append(index)
            # kiwi may keep part of a refused row; start again without it, as our solver does.
            kept = [k for k in range(index + 1) if k not in unsatisfiable]
            solver = kiwi.Solver()
            for k in kept:
                d = system["constraints"][k]
                e = sum((coefficient * variables[i] for i, coefficient in d["terms"]), d["constant"])
                rel = {"==": e == 0, "<=": e <= 0, ">=": e >= 0}[d["relation"]]
                solver.addConstraint(rel | d["strength"])
    solver.updateVariables()
    solutions = [[v.value() for v in variables]]
    for edit in system["edits"]:
        solver.addEditVariable(variables[edit["variable"]], edit["strength"])
    for edit in system["edits"]:
        for value in edit["values"]:
            solver.suggestValue(variables[edit["variable"]], value)
            solver.updateVariables()
            solutions.append([v.value() for v in variables])
    results.append({"unsatisfiable": unsatisfiable, "solutions": solutions})
json.dump(results, sys.stdout)
