#import "UnlockViewController.h"

@implementation UnlockViewController

- (IBAction)helpPressed:(id)sender {
    UIStoryboard *help = [UIStoryboard storyboardWithName:@"Help" bundle:nil];
    UIViewController *keyHelp = [help instantiateViewControllerWithIdentifier:@"keyHelp"];
    [self presentViewController:keyHelp animated:YES completion:nil];
}

@end
