#import "MSGComposeViewController.h"
#import "MSGRecipientsViewController.h"
#import "MSGContactPickerViewController.h"

@implementation MSGComposeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];
}

- (void)chooseRecipients:(id)sender {
    MSGRecipientsViewController *recipients = [[MSGRecipientsViewController alloc] initWithNibName:@"MSGRecipientsViewController" bundle:nil];
    [self.navigationController pushViewController:recipients animated:YES];
}

- (void)pickContact:(id)sender {
    [self.navigationController pushViewController:[[MSGContactPickerViewController alloc] init] animated:YES];
}

@end
