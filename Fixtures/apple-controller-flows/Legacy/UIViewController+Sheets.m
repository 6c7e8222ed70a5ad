#import "UIViewController+Sheets.h"

@implementation UIViewController (Sheets)

- (void)showController:(UIViewController *)controller
{
    controller.modalPresentationStyle = UIModalPresentationPageSheet;
    [self presentViewController:controller animated:YES completion:nil];
}

@end
