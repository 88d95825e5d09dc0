// Regions nested 50 deep: indentation grows by two spaces per level.
"foo.level0"() ({
  "foo.level1"() ({
    "foo.level2"() ({
      "foo.level3"() ({
        "foo.level4"() ({
          "foo.level5"() ({
            "foo.level6"() ({
              "foo.level7"() ({
                "foo.level8"() ({
                  "foo.level9"() ({
                    "foo.level10"() ({
                      "foo.level11"() ({
                        "foo.level12"() ({
                          "foo.level13"() ({
                            "foo.level14"() ({
                              "foo.level15"() ({
                                "foo.level16"() ({
                                  "foo.level17"() ({
                                    "foo.level18"() ({
                                      "foo.level19"() ({
                                        "foo.level20"() ({
                                          "foo.level21"() ({
                                            "foo.level22"() ({
                                              "foo.level23"() ({
                                                "foo.level24"() ({
                                                  "foo.level25"() ({
                                                    "foo.level26"() ({
                                                      "foo.level27"() ({
                                                        "foo.level28"() ({
                                                          "foo.level29"() ({
                                                            "foo.level30"() ({
                                                              "foo.level31"() ({
                                                                "foo.level32"() ({
                                                                  "foo.level33"() ({
                                                                    "foo.level34"() ({
                                                                      "foo.level35"() ({
                                                                        "foo.level36"() ({
                                                                          "foo.level37"() ({
                                                                            "foo.level38"() ({
                                                                              "foo.level39"() ({
                                                                                "foo.level40"() ({
                                                                                  "foo.level41"() ({
                                                                                    "foo.level42"() ({
                                                                                      "foo.level43"() ({
                                                                                        "foo.level44"() ({
                                                                                          "foo.level45"() ({
                                                                                            "foo.level46"() ({
                                                                                              "foo.level47"() ({
                                                                                                "foo.level48"() ({
                                                                                                  "foo.level49"() ({
                                                                                                    "foo.leaf"() : () -> ()
                                                                                                  }) : () -> ()
                                                                                                }) : () -> ()
                                                                                              }) : () -> ()
                                                                                            }) : () -> ()
                                                                                          }) : () -> ()
                                                                                        }) : () -> ()
                                                                                      }) : () -> ()
                                                                                    }) : () -> ()
                                                                                  }) : () -> ()
                                                                                }) : () -> ()
                                                                              }) : () -> ()
                                                                            }) : () -> ()
                                                                          }) : () -> ()
                                                                        }) : () -> ()
                                                                      }) : () -> ()
                                                                    }) : () -> ()
                                                                  }) : () -> ()
                                                                }) : () -> ()
                                                              }) : () -> ()
                                                            }) : () -> ()
                                                          }) : () -> ()
                                                        }) : () -> ()
                                                      }) : () -> ()
                                                    }) : () -> ()
                                                  }) : () -> ()
                                                }) : () -> ()
                                              }) : () -> ()
                                            }) : () -> ()
                                          }) : () -> ()
                                        }) : () -> ()
                                      }) : () -> ()
                                    }) : () -> ()
                                  }) : () -> ()
                                }) : () -> ()
                              }) : () -> ()
                            }) : () -> ()
                          }) : () -> ()
                        }) : () -> ()
                      }) : () -> ()
                    }) : () -> ()
                  }) : () -> ()
                }) : () -> ()
              }) : () -> ()
            }) : () -> ()
          }) : () -> ()
        }) : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
