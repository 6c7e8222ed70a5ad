#import "PasscodeViewController.h"
#import "Passcode-Swift.h"

@interface PasscodeViewController ()
@property (weak, nonatomic) IBOutlet UILabel *promptLabel;
@property (strong, nonatomic) IBOutletCollection(UIButton) NSArray *digitButtons;
@end

@implementation PasscodeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.view setBackgroundColor:UIColor.blackColor];
    _promptLabel.textColor = UIColor.whiteColor;
    [self styleDigitsWithTint:UIColor.systemGreenColor];
}

- (void)styleDigitsWithTint:(UIColor *)tint {
    for (UIButton *digit in _digitButtons) {
        [digit setTintColor:tint];
        [digit setTitleColor:UIColor.whiteColor forState:UIControlStateNormal];
    }
}

- (IBAction)showKeypad:(id)sender {
    [self presentViewController:[[KeypadViewController alloc] init] animated:YES completion:nil];
}

- (IBAction)showNotes:(id)sender {
    [self presentViewController:[[NotesViewController alloc] init] animated:YES completion:nil];
}

- (IBAction)showProfile:(id)sender {
    [self presentViewController:[[ProfileViewController alloc] init] animated:YES completion:nil];
}

@end
