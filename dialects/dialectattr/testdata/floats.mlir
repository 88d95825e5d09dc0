"t.op"() {a = #complex.number<:f80 -1.17549435e-38, 0xD8714646E3B99C58>} : () -> ()
// -----
"t.op"() {a = #complex.number<:bf16 1.0e+300, 1.0e-38>} : () -> ()
// -----
"t.op"() {a = #complex.number<:bf16 0xC3930AC86BE8A4D7, 0xFA9CC14539129DE>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f128 -4.409e-05, -100.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2FNUZ 0x406846E848C63E18, -3.854e-02>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3B11FNUZ 0x6EFE6328AC594E8D, 0x7196E87C193BF490>} : () -> ()
// -----
"t.op"() {a = #complex.number<:bf16 36017320865255370.82, 1000.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 8.420e+01, 0x9EB8621FB52789A3>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3FN -5.9604645e-08, 0x5A91C5BBC8BFA7BB>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3 0xD9A572FD1065893F, -1.0e+17>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3 0x30C1E3B3ADC820E6, 7.32392774045933445e-08>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f16 0x784671B8352CB3F7, 1.0e+300>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f128 -5.9e+11, -9.017286188857267e+09>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E3M4 0xBB1EC276442A928D, -100.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2FNUZ -9.1549046565e+02, 65504.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f16 378625540691298.54843448258772837651, 1000.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 -8.9135870e+03, 38590.5018011912484569>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f6E3M2FN 038540330154051175227466.26438395074, 0x20DC06273D2F5722>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f80 0x3E71D028271BEBAC, 8.976e-13>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2FNUZ 0xF5789E63A1735A4F, 2.5>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU 0x8291D87114FF8ED0, -5.66e+02>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3 0x2954DA19C9AFBB58, 8.6554452e-03>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3B11FNUZ -1.5, 643338449093983575.935>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f80 0xCED1BD4CC6EC53C7, 0.25>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3B11FNUZ -9.7473210083e-08, -6.843784528440e-08>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f6E2M3FN -65504.0, 4.292e+09>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f6E2M3FN -123456789.0, -1.0e+16>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f128 -1.0e+17, 0x69A55DD2F452391B>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 40959842568105.12707661590763419, -1073562732.01>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E3M4 -9007199254740992.0, 57344.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3FNUZ -7.1636201e+00, 6.21e+11>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3 6.2e+01, -6.20886668188344638e-07>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f80 0x741E31A7E133301, 0x3A7F704B5A25B8EF>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f80 76152421435549146833.32254213097941161009, 5.152e+11>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2 0x5190E24F15EF564B, -5.339988772132e-09>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3 -0.25, 0x64F1F414E6DDC54>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3B11FNUZ -2.66e+02, -57344.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2 0x4B9B9EC8992EF063, 45145541455.682172323>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 -1.09097726281871307e+11, 9.109116864710e-10>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f4E2M1FN 0x2448BA6EE43ED886, 9.7248979572e+06>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3B11FNUZ 0xF9EE75EA7F63D4B0, 4.1329321088e+05>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 0x58AB9219C196B6B2, 4603657306235308.05101698>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f80 7.25e-04, 0xE42F766D3080151F>} : () -> ()
// -----
"t.op"() {a = #complex.number<:bf16 -8828831.244247508656345964, 44.29>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f80 6.0454942472e-12, 3.102e+04>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU 0xA8ABFF9BE056606A, -4.8865653e+11>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f16 612947489.52, 0x8A6665D94CEFE1FA>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f6E2M3FN 4.77e-03, 9007199254740992.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f6E2M3FN -9007199254740992.0, 9007199254740992.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:tf32 6196962581376487.4883627, -1.0e-38>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f4E2M1FN 0.1, 0x1A6A590716C44BB7>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2FNUZ 96835.04837350220368, -2.36e-13>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E3M4 -4.347607188967362e+00, 22848855270176471387830.2992>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3 0x6D1E136AEB5440F, 0x77C9825ED7C5A976>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 -1.5, 8.66e+03>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 129257181890007420.4050, 0x73F76564A2233480>} : () -> ()
// -----
"t.op"() {a = #complex.number<:bf16 0x577C67BB5159FC4, 2.66210094862989753e+08>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f128 -1.0e-300, -277878453326.>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3 0xB0982D9E6539FF79, 0xDE6057A33778ABC>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f80 -1.0e+300, -1.17549435e-38>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU 0x859C3D27AD3A2CC6, 8.7914981177e-06>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f80 100.0, -945942988810.02582018121879728>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f4E2M1FN -6.83252565711067739e-02, 1.5>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f16 0x4A3B3828352775EE, 0x703D44E22A64F4D5>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f80 0xD767A175D0525A35, -6.103515625e-05>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU 9646.23670004628103687, 1.17549435e-38>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2 0x525E927BD62B711E, 0x13D74D2C35126D39>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f6E3M2FN 0x8D97E699FF2B3D0, 8.92e+08>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2 0.3, 0x5CB8FA14A9AB9FFA>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2FNUZ 0.1, -3.71547269831690401e-12>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E3M4 0xBADD47AFE0ED5866, 2.851276162912602e-09>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f6E3M2FN 0x18AD0B0645A6B617, 1000.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f4E2M1FN 0xAE0C18453F8DECD9, 5.50739216389975786e+08>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3 -6.5396137100e-11, -7.945841005668e-13>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3FN 0x3C66EA859312FFD0, 0xBEB2AB5DA2C0C281>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU 7.4e+03, 3.01438317368413409e+04>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f80 0x7DA1D77CA07135E9, 0x1A7616F8A500A7F8>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 2.04187831281708254e+00, 3.4945102523e-07>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 877287650936.169964447, 288771852.4>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f16 0x9ADDABF8A822BD9B, 1.0e-38>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 64166400516085.378694, 29522964609745.60849570292>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2 153850640.32650334519699, 1.0e+17>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f16 8710170307593109.53396, 0x8B71646A73E9F090>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 5.8e-04, 0xD44F7B5EEBB5B740>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 6.765e-03, -123456789.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2FNUZ -719426579617776844.2868558107644, -9.94e+02>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E3M4 -8.57e-06, 0x806EB8C1B9D44C9>} : () -> ()
// -----
"t.op"() {a = #complex.number<:bf16 0x740EE53575C9E7D9, 6.783216548089e-05>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 -65520.0, 9.796945995400e+02>} : () -> ()
// -----
"t.op"() {a = #complex.number<:tf32 -123456789.0, 8645709.57645434047376272113>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3FN 30857044849767648000.00240235360508801177, 97039.2055144339716662591>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU -1.77e-09, 0xFEE7566D4FD83A24>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 2.748e-09, 6968990218180049689102899.9901722819598>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f80 0xAD6B8CA3D128CEC3, -4.51e+07>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f16 -5.005367033975828e+06, 0x4565835C958B3463>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU -1.0e+17, -1.0e+16>} : () -> ()
// -----
"t.op"() {a = #complex.number<:bf16 -57344.0, 3.63023174468283683e-11>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f16 0x445901E3A65F22A3, 0x942A61D82B1CD8F2>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f80 0xFD937DC8B2FA250B, 6.126e-07>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f4E2M1FN 8.29e+11, 0x403BF8059B54E41B>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f6E2M3FN 2713.9681360827773490897, 0x769607E3F0A5D3B4>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 -3.57806871857828673e+03, 0x128358CEE8BB998B>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2 5.57e+01, 1000.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3FN 0xB3FBB407814209E6, 0x49A6800EFB030488>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f6E2M3FN -3.138e+11, 6.8070666132e+07>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f6E2M3FN -5.267511109692094e-13, 74420122853845.1>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2 0x5D4DBB6CEA5E6BFD, 0x3150B690A26878C4>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f80 0x72540D90050A232F, 0xFDEA45483026766A>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E3M4 0x4980FA0160B78F09, -7.1404380083e-12>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 100.0, 0x199CFD54E2FE63BF>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3 0x708FA283AE6F767E, 8196466100.7102536064149674924>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f4E2M1FN 4.015e+07, 1000.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3FNUZ -4.857484971150e+08, 480339118187241253861.060149634>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 -6.3154534e-07, -0.125>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2 7.5272369774e+10, 7.65102164213243872e+06>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3 0xD93EBEFA43AAC978, 0x81B5D36DA78C32>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f6E2M3FN -12345.678, 6.2e-13>} : () -> ()
// -----
"t.op"() {a = #complex.number<:bf16 65520.0, 0x70736DDE00A81E75>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f6E2M3FN 947794912374567099025.376402827, 16981593839559.375>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f4E2M1FN 0x94EC1B544DF8132B, 0x52EF113EDB01EBB8>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f80 0x6440954DCA30798E, -1.0e+17>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f80 0x51F7FFE564D5B675, 1.0e+17>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3FN -1.7242831959e+05, 66.872>} : () -> ()
// -----
"t.op"() {a = #complex.number<:bf16 0x48CD4355ABBCA2CA, 0x105EFCF58A9861E9>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E3M4 0xFED3750E1B452BB0, -6.9338129e+07>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2FNUZ 3.0e+38, 1.4109623677e+05>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f4E2M1FN -5.81418207436015487e+08, 0x41729702205D0B75>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2 0x7E632A99E3ED778B, 0x25FEFFF0B3F508E9>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3B11FNUZ -4.09459061249435330e-12, 123456789.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f6E3M2FN 0x70CCC0DF2DE0EA24, -0.6666666666666666>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f4E2M1FN 1.0e+16, -3.212437545916293e+11>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f4E2M1FN 0xB7D43D833B5652D5, 2.00217104732322907e+09>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f16 -40254562., 0x79959175CD486941>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f6E3M2FN 9.6739757590e+00, 1.0e+16>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f6E2M3FN -6.1419036281e-08, -0.2>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU 9.046e-09, 0xB5DB4EC655B8C0D6>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 -9.808868990024e+11, 0x553C10BB5E2C39D0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3FN 5491240053654275000257599.685593527138763, 0x596223947C832826>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU 17501444289343967647.0935093, 0x7AC5111CDDDE9208>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E3M4 6748018443.6671392, -1.17549435e-38>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU -4.0e-39, -3.0e-39>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU -2.9e-39, -5.877471754111438e-39>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU -1.0e-38, -8.0e-39>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU 4.0e-39, 2.0e-39>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU -1.1754943508222875e-38, -8.9e-39>} : () -> ()
